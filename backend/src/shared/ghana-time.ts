import { addCalendarDays, ghanaClock } from '@shop/rules';

/**
 * DECISIONS "Display": the shop keeps Ghana time. Africa/Accra is UTC+0 all year, but the zone is
 * named wherever a day is cut so that nothing depends on the server's own clock setting.
 */
export const GHANA_TIME_ZONE = 'Africa/Accra';

/** The Ghana calendar day an instant falls on, as 'YYYY-MM-DD': the rules' clock, which checkout's cut-offs use too. */
export function ghanaDay(instant: Date): string {
  return ghanaClock(instant).day;
}

/** The last `days` Ghana calendar days up to and including the one `now` falls on. */
export interface GhanaDays {
  from: string;
  to: string;
  timeZone: typeof GHANA_TIME_ZONE;
}

export function lastGhanaDays(days: number, now: Date = new Date()): GhanaDays {
  const to = ghanaDay(now);
  return { from: addCalendarDays(to, 1 - days), to, timeZone: GHANA_TIME_ZONE };
}
