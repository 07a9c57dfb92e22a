/*
 * The dashboard's days are Ghana calendar days sent as 'YYYY-MM-DD' (the server cut them at
 * midnight in Africa/Accra). A calendar day has no time zone of its own: it is read as that date at
 * 00:00 UTC and written in UTC, so no device's zone can move it to the day before.
 */
const LONG = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const SHORT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

function asDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** '2026-11-25' -> 'Wed, 25 Nov 2026' */
export function formatGhanaDay(day: string): string {
  return LONG.format(asDate(day));
}

/** '2026-11-25' -> '25 Nov' (chart ticks) */
export function formatGhanaDayShort(day: string): string {
  return SHORT.format(asDate(day));
}
