import { chatAvailability, describeOpening, parseBusinessHours } from './business-hours';

const SHOP_HOURS = 'Monday to Friday: 9:00 – 18:00\nSaturday: 10:00 – 16:00\nSunday: Closed';
// 2026-11-30 is a Monday; Ghana time is UTC.
const at = (iso: string) => new Date(`${iso}Z`);

describe('parseBusinessHours', () => {
  it('reads the seeded hours: weekdays 9 to 18, Saturday 10 to 16, Sunday closed', () => {
    const week = parseBusinessHours(SHOP_HOURS)!;
    expect(week[1]).toEqual([{ from: 540, to: 1080 }]);
    expect(week[5]).toEqual([{ from: 540, to: 1080 }]);
    expect(week[6]).toEqual([{ from: 600, to: 960 }]);
    expect(week[0]).toEqual([]);
  });

  it.each([
    ['Every day: 9:00 – 17:00', [0, 1, 2, 3, 4, 5, 6], [{ from: 540, to: 1020 }]],
    ['Mon-Fri: 9am - 6:30pm', [1, 2, 3, 4, 5], [{ from: 540, to: 1110 }]],
    ['Weekends: 10 to 14', [0, 6], [{ from: 600, to: 840 }]],
    ['Tues, Thurs: 8:00-12:00, 13:00-17:00', [2, 4], [{ from: 480, to: 720 }, { from: 780, to: 1020 }]],
    ['Friday to Monday: 24 hours', [5, 6, 0, 1], [{ from: 0, to: 1440 }]],
  ])('reads "%s"', (text, days, intervals) => {
    const week = parseBusinessHours(text)!;
    for (let day = 0; day < 7; day++) expect(week[day]).toEqual(days.includes(day) ? intervals : []);
  });

  it.each([['Call us any time'], ['Monday to Friday: mornings'], ['Someday: 9:00 – 17:00'], ['Monday: 18:00 – 9:00'], ['Sunday: Closed'], ['']])('gives null for "%s"', (text) => {
    expect(parseBusinessHours(text)).toBeNull();
  });
});

describe('chatAvailability', () => {
  it.each([
    ['Monday 9:00 sharp', '2026-11-30T09:00:00', 'open'],
    ['Monday 17:59', '2026-11-30T17:59:59', 'open'],
    ['Saturday 15:00', '2026-12-05T15:00:00', 'open'],
  ])('is open on %s', (_name, now, state) => {
    expect(chatAvailability(SHOP_HOURS, at(now))).toEqual({ state });
  });

  it.each([
    ['Monday before opening', '2026-11-30T08:59:00', '2026-11-30T09:00:00.000Z', 'today at 9:00'],
    ['Monday at closing', '2026-11-30T18:00:00', '2026-12-01T09:00:00.000Z', 'tomorrow at 9:00'],
    ['Friday evening', '2026-12-04T20:00:00', '2026-12-05T10:00:00.000Z', 'tomorrow at 10:00'],
    ['Saturday evening, over the closed Sunday', '2026-12-05T17:00:00', '2026-12-07T09:00:00.000Z', 'Monday at 9:00'],
  ])('on %s it is closed and opens next at the right time', (_name, now, opens, said) => {
    const availability = chatAvailability(SHOP_HOURS, at(now));
    expect(availability).toEqual({ state: 'closed', opensAt: new Date(opens) });
    expect(describeOpening(new Date(opens), at(now))).toBe(said);
  });

  it('says nothing it cannot know when the hours are free text', () => {
    expect(chatAvailability('Ring the bell', at('2026-11-30T10:00:00'))).toEqual({ state: 'unknown' });
  });
});
