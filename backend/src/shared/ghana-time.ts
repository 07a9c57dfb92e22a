/**
 * DECISIONS "Display": the shop keeps Ghana time. Africa/Accra is UTC+0 all year, but the zone is
 * named wherever a day is cut so that nothing depends on the server's own clock setting.
 */
export const GHANA_TIME_ZONE = 'Africa/Accra';

const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: GHANA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Ghana calendar day an instant falls on, as 'YYYY-MM-DD'. */
export function ghanaDay(instant: Date): string {
  const part = (type: string) => CALENDAR_DAY.formatToParts(instant).find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'YYYY-MM-DD' moved by whole calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` Ghana calendar days up to and including the one `now` falls on. */
export interface GhanaDays {
  from: string;
  to: string;
  timeZone: typeof GHANA_TIME_ZONE;
}

export function lastGhanaDays(days: number, now: Date = new Date()): GhanaDays {
  const to = ghanaDay(now);
  return { from: addDays(to, 1 - days), to, timeZone: GHANA_TIME_ZONE };
}
