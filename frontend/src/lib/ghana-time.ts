/**
 * DECISIONS.md "Display": dates in Ghana time, whatever the shopper's device says, written as
 * `Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Accra' })` writes them.
 *
 * Written out by hand because the first `Intl.DateTimeFormat` a page makes loads the browser's date
 * patterns: 10-22 ms on this project's bench machine, 40-90 ms under a phone's 4x slower CPU, in
 * the task that starts the app (docs/benchmarks.md, ninth session). Ghana keeps GMT all year (UTC+0,
 * no daylight saving since 1942), so Ghana time is the UTC reading. `ghana-time.test.ts` holds the
 * output to Intl's, date by date.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// en-GB's short months since CLDR 38 (Chromium, Node): "Sept", not "Sep".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

function parse(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** "2024-05-01T14:30:00Z" -> "1 May 2024, 14:30" (Ghana time); '' when missing or unreadable. */
export function formatGhanaDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${dayMonth(date)} ${date.getUTCFullYear()}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}` : '';
}

/** "2024-05-01T14:35:00Z" -> "14:35" (Ghana time); '' when missing or unreadable. */
export function formatGhanaTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}` : '';
}

/** "2024-05-04T00:00:00Z" -> "Sat, 4 May 2024" (Ghana time); '' when missing or unreadable. */
export function formatGhanaDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${WEEKDAYS[date.getUTCDay()]}, ${dayMonth(date)} ${date.getUTCFullYear()}` : '';
}

/** A day close at hand, without its year: "Sat 4 May" (Ghana time); '' when missing or unreadable. */
export function formatGhanaDay(value: Date | string | null | undefined): string {
  const date = parse(value);
  return date ? `${WEEKDAYS[date.getUTCDay()]} ${dayMonth(date)}` : '';
}
