import { discountedTotals, promotionEffect, PromotionTerms } from './promotions';

const terms = (overrides: Partial<PromotionTerms>): PromotionTerms => ({ kind: 'percentage', percentOff: 10, amountOff: null, minSubtotal: null, category: null, minQuantity: null, ...overrides });
const kaba = { category: 'traditional', unitPrice: 185_00, quantity: 1 };
const smock = { category: 'traditional', unitPrice: 99_95, quantity: 2 };
const cap = { category: 'accessories', unitPrice: 33_33, quantity: 1 };

describe('promotionEffect', () => {
  it.each([
    ['10% of 185.00', terms({}), [kaba], 18_50],
    ['10% of 199.90 rounds 19.99 exactly', terms({}), [smock], 19_99],
    ['15% of 33.33 is 4.9995, half up to 5.00', terms({ percentOff: 15 }), [cap], 5_00],
    ['12% of 33.33 is 3.9996, half up to 4.00', terms({ percentOff: 12 }), [cap], 4_00],
    ['10% of 2.25 is 0.225, half up to 0.23', terms({}), [{ category: 'modern', unitPrice: 2_25, quantity: 1 }], 23],
    ['a fixed 20.00', terms({ kind: 'fixed', percentOff: null, amountOff: 20_00 }), [kaba], 20_00],
    ['a fixed amount never beyond the eligible lines', terms({ kind: 'fixed', percentOff: null, amountOff: 50_00, category: 'accessories' }), [kaba, cap], 33_33],
    ['a category counts only its own lines', terms({ category: 'traditional' }), [kaba, cap], 18_50],
    ['2 or more in the category', terms({ category: 'traditional', minQuantity: 2 }), [smock, cap], 19_99],
  ])('%s', (_name, promotion, lines, discount) => {
    expect(promotionEffect(promotion, lines)).toEqual({ applies: true, subtotalDiscount: discount, freeDelivery: false });
  });

  it('free delivery takes nothing off the subtotal', () => {
    expect(promotionEffect(terms({ kind: 'free-delivery', percentOff: null }), [kaba])).toEqual({ applies: true, subtotalDiscount: 0, freeDelivery: true });
  });

  it.each([
    ['under the minimum subtotal', terms({ minSubtotal: 200_00 }), [kaba], 'minimum-not-met'],
    ['too few units in the category', terms({ category: 'traditional', minQuantity: 2 }), [kaba, cap], 'not-applicable'],
    ['no line of the category', terms({ category: 'mens' }), [kaba], 'not-applicable'],
  ])('does nothing %s', (_name, promotion, lines, reason) => {
    expect(promotionEffect(promotion, lines)).toEqual({ applies: false, reason });
  });
});

describe('discountedTotals', () => {
  it('charges 5% tax on the subtotal after the discount', () => {
    // 185.00 - 18.50 = 166.50; tax 8.325 half up to 8.33; total 166.50 + 30.00 + 8.33.
    expect(discountedTotals(185_00, 30_00, { subtotalDiscount: 18_50, freeDelivery: false })).toEqual({ subtotal: 185_00, shipping: 30_00, discount: 18_50, tax: 8_33, total: 204_83 });
  });

  it('takes free delivery off as a discount, leaving the tax on the whole subtotal', () => {
    expect(discountedTotals(185_00, 30_00, { subtotalDiscount: 0, freeDelivery: true })).toEqual({ subtotal: 185_00, shipping: 30_00, discount: 30_00, tax: 9_25, total: 194_25 });
  });

  it('never takes more than the subtotal', () => {
    expect(discountedTotals(10_00, 0, { subtotalDiscount: 15_00, freeDelivery: false })).toEqual({ subtotal: 10_00, shipping: 0, discount: 10_00, tax: 0, total: 0 });
  });
});
