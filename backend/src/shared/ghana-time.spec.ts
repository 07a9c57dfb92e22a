import { addCalendarDays } from '@shop/rules';
import { GHANA_TIME_ZONE, ghanaDay, lastGhanaDays } from './ghana-time';

describe('Ghana calendar days', () => {
  it.each([
    ['2026-11-25T00:00:00Z', '2026-11-25'],
    ['2026-11-25T23:59:59.999Z', '2026-11-25'],
    // Late evening in New York is already the next day in Accra (UTC+0).
    ['2026-11-25T23:30:00-05:00', '2026-11-26'],
    ['2026-11-26T00:30:00+01:00', '2026-11-25'],
  ])('the instant %s falls on %s in Ghana', (instant, day) => {
    expect(ghanaDay(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-25', -29, '2026-10-27'],
  ])('%s moved by %i days is %s', (day, days, moved) => {
    expect(addCalendarDays(day, days)).toBe(moved);
  });

  it('the last 30 days end today and start 29 days before, named in Africa/Accra', () => {
    expect(lastGhanaDays(30, new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25', timeZone: GHANA_TIME_ZONE });
    expect(lastGhanaDays(1, new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-11-25', to: '2026-11-25', timeZone: 'Africa/Accra' });
  });
});
