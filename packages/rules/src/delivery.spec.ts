import {
  addBusinessDays,
  closedDays,
  deliveryPrice,
  easterSunday,
  estimateDelivery,
  formatDeliveryEstimate,
  ghanaClock,
  ghanaHolidays,
  SPEC_ZONE_TERMS,
} from './delivery';

const at = (iso: string) => new Date(iso);

describe('Easter and the holidays computed from it', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter Sunday %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('closes Good Friday and Easter Monday of 2027', () => {
    const days = ghanaHolidays(2027).map((holiday) => holiday.day);
    expect(days).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29']));
  });
});

describe("Ghana's public holidays", () => {
  it('lists the fixed dates, Farmers\' Day on the first Friday of December and the Eids staff set', () => {
    const holidays = ghanaHolidays(2026, [{ day: '2026-03-20', name: 'Eid al-Fitr' }, { day: '2025-06-06', name: 'Eid al-Adha' }]);
    const byName = Object.fromEntries(holidays.map((holiday) => [holiday.name, holiday.day]));
    expect(byName).toMatchObject({
      "New Year's Day": '2026-01-01',
      'Constitution Day': '2026-01-07',
      'Independence Day': '2026-03-06',
      'May Day': '2026-05-01',
      "Founders' Day": '2026-08-04',
      'Kwame Nkrumah Memorial Day': '2026-09-21',
      "Farmers' Day": '2026-12-04',
      'Christmas Day': '2026-12-25',
      'Boxing Day': '2026-12-26',
      'Eid al-Fitr': '2026-03-20',
    });
    // An Eid of another year is not this year's holiday.
    expect(byName['Eid al-Adha']).toBeUndefined();
  });

  it('closes the Monday after a holiday on a weekend, and the next free day after Christmas on a Saturday', () => {
    // 2027: Christmas is a Saturday, Boxing Day a Sunday: Monday 27 and Tuesday 28 are the days off.
    const days = ghanaHolidays(2027).map((holiday) => holiday.day);
    expect(days).toEqual(expect.arrayContaining(['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28']));
    // 2026: Independence Day is a Friday: no Monday off.
    expect(ghanaHolidays(2026).map((holiday) => holiday.day)).not.toContain('2026-03-09');
  });
});

describe('business days', () => {
  const holidays = closedDays('2026-12-01');

  it('counts Saturday and skips Sunday', () => {
    expect(addBusinessDays('2026-11-27', 1, holidays)).toBe('2026-11-28'); // Friday -> Saturday
    expect(addBusinessDays('2026-11-28', 1, holidays)).toBe('2026-11-30'); // Saturday -> Monday
  });

  it("skips Farmers' Day and Christmas", () => {
    expect(addBusinessDays('2026-12-03', 1, holidays)).toBe('2026-12-05'); // Thursday -> past Friday 4 Dec
    // 25 Fri, 26 Sat (Boxing Day, so Monday 28 is off too), 27 Sun
    expect(addBusinessDays('2026-12-24', 1, holidays)).toBe('2026-12-29');
  });
});

describe('the delivery estimate', () => {
  it('next-day ordered on a Saturday arrives on Monday', () => {
    expect(estimateDelivery(SPEC_ZONE_TERMS['next-day'], at('2026-11-28T15:00:00Z'))).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('next-day ordered on Sunday arrives Monday, and on the eve of a holiday the day after it', () => {
    expect(estimateDelivery(SPEC_ZONE_TERMS['next-day'], at('2026-11-29T10:00:00Z'))).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(estimateDelivery(SPEC_ZONE_TERMS['next-day'], at('2026-12-03T10:00:00Z'))).toEqual({ from: '2026-12-05', to: '2026-12-05' });
  });

  it('standard 3-5 days spans the Christmas holidays as a range', () => {
    const estimate = estimateDelivery(SPEC_ZONE_TERMS.standard, at('2026-12-22T09:00:00Z'))!;
    // 23 Wed (1), 24 Thu (2), 25-28 closed (Boxing Day observed on Monday), 29 Tue (3), 30 Wed (4), 31 Thu (5)
    expect(estimate).toEqual({ from: '2026-12-29', to: '2026-12-31' });
    expect(formatDeliveryEstimate(estimate)).toBe('Tue 29 Dec – Thu 31 Dec');
  });

  it('counts an Eid staff set as a day off', () => {
    const eid = [{ day: '2027-03-10', name: 'Eid al-Fitr' }];
    expect(estimateDelivery(SPEC_ZONE_TERMS['next-day'], at('2027-03-09T08:00:00Z'), eid)).toEqual({ from: '2027-03-11', to: '2027-03-11' });
  });

  describe('same-day with a 12:00 cut-off', () => {
    const sameDay = { ...SPEC_ZONE_TERMS['same-day'], cutoff: '12:00' };

    it('is today before the cut-off', () => {
      expect(estimateDelivery(sameDay, at('2026-11-27T11:59:00Z'))).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    });

    it('is not offered from the cut-off on, on a Sunday or on a holiday', () => {
      expect(estimateDelivery(sameDay, at('2026-11-27T12:00:00Z'))).toBeNull();
      expect(estimateDelivery(sameDay, at('2026-11-29T09:00:00Z'))).toBeNull();
      expect(estimateDelivery(sameDay, at('2026-12-25T09:00:00Z'))).toBeNull();
    });

    it('keeps Ghana time: 23:30 UTC on the 27th is still the 27th in Accra', () => {
      expect(estimateDelivery(SPEC_ZONE_TERMS['same-day'], at('2026-11-27T23:30:00Z'))).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    });
  });

  it('formats a single day without a range', () => {
    expect(formatDeliveryEstimate({ from: '2026-11-30', to: '2026-11-30' })).toBe('Mon 30 Nov');
  });
});

describe('delivery price', () => {
  it.each([
    [19_999, 30_00],
    [20_000, 0],
  ])('standard on a subtotal of %i pesewas costs %i', (subtotal, price) => {
    expect(deliveryPrice(SPEC_ZONE_TERMS.standard, subtotal)).toBe(price);
  });

  it('never frees a type with no threshold', () => {
    expect(deliveryPrice(SPEC_ZONE_TERMS['same-day'], 1_000_000_00)).toBe(80_00);
  });
});

describe('the Ghana clock', () => {
  it.each(['2026-11-27T23:59:30Z', '2026-01-01T00:00:00Z', '2027-06-30T12:05:00Z'])('reads %s as Intl does in Africa/Accra', (iso) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Accra', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date(iso))
        .map((part) => [part.type, part.value]),
    );
    expect(ghanaClock(new Date(iso))).toEqual({ day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` });
  });

  it('writes days as Intl writes them in en-GB', () => {
    for (const day of ['2026-09-07', '2026-12-25', '2027-03-01']) {
      const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`)).replace(',', '');
      expect(formatDeliveryEstimate({ from: day, to: day })).toBe(intl);
    }
  });
});
