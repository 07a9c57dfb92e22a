import { MAX_STORED_AMOUNT } from './money';
import { formatUsd, GHS_PER_USD, usdCentsFor } from './payments';

describe('usdCentsFor: US cents charged through PayPal for an order total in pesewas', () => {
  it.each([
    // [pesewas, cedis per dollar, cents]
    [0, '15.00', 0],
    [1500, '15.00', 100], // exact division
    [1234, '12.34', 100],
    [4575, '30.5', 150],
    [1, '1', 1],
    [1, '0.02', 50],
    [3, '0.0002', 15_000],
  ])('%p pesewas at %p cedis a dollar is exactly %p cents', (pesewas, rate, cents) => {
    expect(usdCentsFor(pesewas, rate)).toBe(cents);
  });

  it.each([
    // Exactly half a cent rounds up, not to even.
    [1, '2', 1], // 0.5
    [3, '2', 2], // 1.5
    [1, '0.4', 3], // 2.5
    [9, '1.2', 8], // 7.5
    // Either side of half a cent.
    [7, '15', 0], // 0.4666…
    [8, '15', 1], // 0.5333…
    [1, '0.4001', 2], // 2.4993…
    [1, '0.3999', 3], // 2.5006…
    // 1 pesewa at a usual rate is less than half a cent.
    [1, '15.00', 0],
    [2287, '15.25', 150], // 149.967…
    [2288, '15.25', 150], // 150.032…
    [20955, '15.20', 1379], // 1378.618…
  ])('%p pesewas at %p rounds half up to %p cents', (pesewas, rate, cents) => {
    expect(usdCentsFor(pesewas, rate)).toBe(cents);
  });

  it.each([
    // Rates written with 1 to 4 decimals, and none.
    ['15', 6667],
    ['15.2', 6579],
    ['15.25', 6557],
    ['15.205', 6577],
    ['15.2055', 6577],
  ])('₵1,000.00 at %p is %p cents', (rate, cents) => {
    expect(usdCentsFor(100_000, rate)).toBe(cents);
  });

  it.each([
    ['15.00', 666_666_667],
    ['0.0001', 99_999_999_990_000], // the lowest rate still gives a safe integer
    ['9999.9999', 1_000_000],
  ])('the largest stored amount at %p is %p cents, computed without floating point', (rate, cents) => {
    expect(usdCentsFor(MAX_STORED_AMOUNT, rate)).toBe(cents);
    expect(Number.isSafeInteger(cents)).toBe(true);
  });

  it.each(['0', '0.0', '0.0000', '-15', '15.', '.5', '15.12345', '12345', '1e2', '15,20', ' 15', 'abc', ''])('refuses the rate %p', (rate) => {
    expect(GHS_PER_USD.test(rate)).toBe(false);
    expect(() => usdCentsFor(1000, rate)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %p pesewas', (pesewas) => {
    expect(() => usdCentsFor(pesewas, '15.00')).toThrow(RangeError);
  });

  it.each([
    [0, 'US$0.00'],
    [5, 'US$0.05'],
    [1379, 'US$13.79'],
    [123_456_789, 'US$1,234,567.89'],
  ])('writes %p cents as %p', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});
