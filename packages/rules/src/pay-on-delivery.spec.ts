import { atTheDoor, COD_REFUSAL_LIMIT, confirmBy, DEFAULT_COD_MAX_TOTAL, payOnDeliveryRefusal, refusalWindowStart } from './pay-on-delivery';

describe('payOnDeliveryRefusal: whether a basket may be paid at the door', () => {
  it.each([
    // [total, cap, refusals, reason]
    [100_000, 100_000, 0, null], // exactly the cap is allowed
    [100_001, 100_000, 0, 'over-cap'],
    [5_000, 100_000, 1, null],
    [5_000, 100_000, 2, 'refusals'],
    [5_000, 100_000, 3, 'refusals'],
    [200_000, 100_000, 5, 'over-cap'], // the cap is said first
  ])('%p pesewas under a cap of %p with %p refusals: %p', (total, maxTotal, refusals, reason) => {
    expect(payOnDeliveryRefusal({ total, maxTotal, refusals })?.reason ?? null).toBe(reason);
  });

  it('names the cap and the total, and suggests Mobile Money', () => {
    const message = payOnDeliveryRefusal({ total: 123_450, maxTotal: DEFAULT_COD_MAX_TOTAL, refusals: 0 })!.message;
    expect(message).toContain('₵1,000.00');
    expect(message).toContain('₵1,234.50');
    expect(message).toContain('Mobile Money');
  });

  it('says refusals at the door are why, and suggests Mobile Money', () => {
    const message = payOnDeliveryRefusal({ total: 1, maxTotal: DEFAULT_COD_MAX_TOTAL, refusals: COD_REFUSAL_LIMIT })!.message;
    expect(message).toMatch(/refused at the door/);
    expect(message).toContain('Mobile Money');
  });
});

describe('refusalWindowStart: refusals count for 180 days', () => {
  it('is exactly 180 days before now', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(refusalWindowStart(now).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });
});

describe('confirmBy', () => {
  it('is the confirmation window after placing', () => {
    expect(confirmBy(new Date('2026-11-29T01:00:00Z'), 24).toISOString()).toBe('2026-11-30T01:00:00.000Z');
  });
});

describe('atTheDoor: the door actions are for COD orders out for delivery and unpaid', () => {
  it.each([
    ['cod', 'out-for-delivery', 'pending', true],
    ['cod', 'out-for-delivery', 'failed', true],
    ['cod', 'out-for-delivery', 'paid', false],
    ['cod', 'confirmed', 'pending', false],
    ['cod', 'cancelled', 'refused', false],
    ['momo', 'out-for-delivery', 'pending', false],
  ])('%p %p %p: %p', (paymentMethod, orderStatus, paymentStatus, expected) => {
    expect(atTheDoor({ paymentMethod, orderStatus, paymentStatus })).toBe(expected);
  });
});
