import { formatGhanaDate, formatGhanaDateTime, formatGhanaDay } from './ghana-time';

// What the shop wrote with Intl before (and what DECISIONS "Display" asks for): the oracle.
const ACCRA = { timeZone: 'Africa/Accra' } as const;
const intlDateTime = new Intl.DateTimeFormat('en-GB', { ...ACCRA, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const intlDate = new Intl.DateTimeFormat('en-GB', { ...ACCRA, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const intlDay = new Intl.DateTimeFormat('en-GB', { ...ACCRA, weekday: 'short', day: 'numeric', month: 'short' });

/** Every month and weekday, both ends of a day, a leap day and a year's turn, 2020-2031. */
function instants(): string[] {
  const list = ['2024-02-29T12:00:00Z', '2025-12-31T23:59:59Z', '2026-01-01T00:00:00Z', '2026-11-25T05:53:00.123Z'];
  for (let month = 0; month < 12 * 12; month += 1) {
    const start = Date.UTC(2020, month, 1 + (month % 28), (month * 7) % 24, (month * 13) % 60);
    list.push(new Date(start).toISOString(), new Date(start + 86_399_000).toISOString());
  }
  return list;
}

describe('Ghana time', () => {
  it.each(instants())('writes %s as Intl does in Africa/Accra', (iso) => {
    expect(formatGhanaDateTime(iso)).toBe(intlDateTime.format(new Date(iso)));
    expect(formatGhanaDate(iso)).toBe(intlDate.format(new Date(iso)));
    expect(formatGhanaDay(new Date(iso))).toBe(intlDay.format(new Date(iso)).replace(',', ''));
  });

  it('gives examples a reader can check', () => {
    expect(formatGhanaDateTime('2024-05-01T14:30:00Z')).toBe('1 May 2024, 14:30');
    expect(formatGhanaDate('2026-09-04T00:05:00Z')).toBe('Fri, 4 Sept 2026');
    expect(formatGhanaDay(new Date('2026-11-25T23:30:00Z'))).toBe('Wed 25 Nov');
  });

  it('writes nothing for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatGhanaDateTime(value)).toBe('');
      expect(formatGhanaDate(value)).toBe('');
      expect(formatGhanaDay(value)).toBe('');
    }
  });
});
