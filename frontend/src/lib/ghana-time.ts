/** DECISIONS.md "Display": dates in Ghana time (GMT, Africa/Accra), whatever the shopper's device says. */
const TIME_ZONE = 'Africa/Accra';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-05-01T14:30:00Z" -> "1 May 2024, 14:30" (Ghana time); '' when missing or unreadable. */
export function formatGhanaDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : '';
}

/** "2024-05-04T00:00:00Z" -> "Sat, 4 May 2024" (Ghana time); '' when missing or unreadable. */
export function formatGhanaDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DATE.format(date) : '';
}
