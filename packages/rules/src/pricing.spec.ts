import { formatCedis, fromPesewas, hasMoreThanTwoDecimals, isMoneyAmount, MAX_STORED_AMOUNT, MONEY_AMOUNT, multiplyRoundHalfUp, roundedToPesewas, toPesewas } from './money';
import { amountToFreeShipping, costFromSellingPrice, discountPercent, estimatedDeliveryDate, MAX_LINE_QUANTITY, orderTotals, sellingPriceFromCost, shippingFee, taxOn } from './pricing';

describe('money', () => {
  it.each([
    ['0', 0],
    ['0.5', 50],
    ['112.00', 11200],
    ['1234.56', 123456],
    [19.99, 1999],
    [100, 10000],
    ['124875000.00', 124875000_00], // more than one order may hold: the handler says so, parsing must not throw
    ['9999999999999.99', 9999999999999_99], // sums such as revenue
  ])('reads %p as %p pesewas', (amount, pesewas) => {
    expect(toPesewas(amount)).toBe(pesewas);
  });

  it.each(['-1', '1.234', 'abc', '', '1e3', '1,000.00', '12345678901234.00', ' 1 2'])('refuses %p', (amount) => {
    expect(() => toPesewas(amount)).toThrow(RangeError);
  });

  it.each([
    ['112', true, true],
    ['112.5', true, true],
    ['99999999.99', true, true],
    [' 112.00 ', false, true], // a form trims what it sends; the API takes the text as sent
    ['112.', false, false],
    ['.5', false, false],
    ['-1', false, false],
    ['1.234', false, false],
    ['123456789', false, false],
    ['1e3', false, false],
    ['', false, false],
  ])('takes %p as an API amount: %p, in a form: %p', (text, api, form) => {
    expect(MONEY_AMOUNT.test(text)).toBe(api);
    expect(isMoneyAmount(text)).toBe(form);
  });

  it('refuses numbers with more than 2 decimals or not finite', () => {
    expect(() => toPesewas(0.1 + 0.2)).toThrow(RangeError);
    expect(() => toPesewas(Number.NaN)).toThrow(RangeError);
    expect(() => toPesewas(1e21)).toThrow(RangeError);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [11200, '112.00'],
    [-250, '-2.50'],
  ])('writes %p pesewas as %p', (pesewas, text) => {
    expect(fromPesewas(pesewas)).toBe(text);
  });

  it.each([
    ['1234.5', '₵1,234.50'],
    ['0', '₵0.00'],
    ['1000000.00', '₵1,000,000.00'],
    ['999.99', '₵999.99'],
    ['12345678901.20', '₵12,345,678,901.20'],
  ])('formats %p as %p', (amount, text) => {
    expect(formatCedis(amount)).toBe(text);
  });

  it.each([
    [1000, 5, 100, 50],
    [1010, 5, 100, 51], // 50.5 rounds half up
    [1009, 5, 100, 50], // 50.45 rounds down
    [1, 1, 2, 1], // 0.5 rounds up
  ])('multiplies %p by %p/%p rounding half up to %p', (pesewas, n, d, expected) => {
    expect(multiplyRoundHalfUp(pesewas, n, d)).toBe(expected);
  });
});

describe('typed amounts with more than 2 decimals', () => {
  it.each([
    ['99.999', true, 100_00],
    ['99.994', true, 99_99],
    ['10.005', true, 10_01],
    ['10.0049', true, 10_00],
    [' 0.001 ', true, 0],
    ['99.99', false, 99_99],
    ['100', false, 100_00],
    ['abc', false, null],
    ['-1.005', false, null],
    ['1e3', false, null],
  ])('%s: more than 2 decimals %s, rounded half up to %s pesewas', (text, long, pesewas) => {
    expect(hasMoreThanTwoDecimals(text)).toBe(long);
    expect(roundedToPesewas(text)).toBe(pesewas);
  });
});

describe('the largest amounts', () => {
  it('price the biggest order a DTO lets through exactly, in safe integers, for the handler to refuse', () => {
    const lines = Array.from({ length: 50 }, () => ({ unitPrice: MAX_STORED_AMOUNT, quantity: MAX_LINE_QUANTITY }));
    const totals = orderTotals(lines, 'same-day');
    expect(totals.subtotal).toBe(50 * MAX_LINE_QUANTITY * MAX_STORED_AMOUNT);
    expect(Number.isSafeInteger(totals.total)).toBe(true);
    expect(totals.total).toBeGreaterThan(MAX_STORED_AMOUNT);
  });

  it('keep the dearest supplier product at the highest markup within what a price column holds', () => {
    // SaveSupplierProductDto caps cost at 999,999.99; markupPercentage is numeric(5,2).
    expect(toPesewas(sellingPriceFromCost('999999.99', '999.99'))).toBeLessThanOrEqual(MAX_STORED_AMOUNT);
  });

  it('refuse to round a product too large to hold exactly rather than round it wrong', () => {
    expect(() => multiplyRoundHalfUp(Number.MAX_SAFE_INTEGER, 5, 100)).toThrow(RangeError);
  });
});

describe('pricing', () => {
  it.each([
    [199_99, 'standard', 30_00],
    [200_00, 'standard', 0],
    [500_00, 'next-day', 50_00],
    [10_00, 'same-day', 80_00],
  ] as const)('ships a subtotal of %p pesewas by %p for %p', (subtotal, delivery, fee) => {
    expect(shippingFee(subtotal, delivery)).toBe(fee);
  });

  it('taxes 5% of the subtotal, half up to the pesewa', () => {
    expect(taxOn(100_00)).toBe(5_00);
    expect(taxOn(10)).toBe(1); // 0.5 pesewa rounds up
    expect(taxOn(9)).toBe(0); // 0.45 rounds down
  });

  it('adds subtotal, shipping and tax into the total', () => {
    expect(orderTotals([{ unitPrice: 85_50, quantity: 2 }], 'standard')).toEqual({
      subtotal: 171_00,
      shipping: 30_00,
      tax: 8_55,
      total: 209_55,
    });
  });

  it.each([
    ['same-day', '2026-03-10T22:30:00.000Z'],
    ['next-day', '2026-03-11T22:30:00.000Z'],
    ['standard', '2026-03-13T22:30:00.000Z'],
  ] as const)('expects a %p order placed on 10 March 22:30 to arrive at %p', (delivery, expected) => {
    expect(estimatedDeliveryDate(delivery, new Date('2026-03-10T22:30:00.000Z')).toISOString()).toBe(expected);
  });

  it('tells how much is missing for free shipping', () => {
    expect(amountToFreeShipping(150_00)).toBe(50_00);
    expect(amountToFreeShipping(250_00)).toBe(0);
  });

  it.each([
    ['80.00', '100.00', 20],
    ['66.00', '99.00', 33],
    ['100.00', '100.00', null],
    ['100.00', null, null],
  ])('gives price %p against original %p a discount of %p%', (price, original, percent) => {
    expect(discountPercent(price, original)).toBe(percent);
  });

  it.each([
    ['100.00', '12.00', '112.00'],
    ['0.01', '12.00', '0.01'], // 0.0112 rounds to 0.01
    ['0.05', '12.00', '0.06'], // 0.056 rounds up
    ['12.50', '12.00', '14.00'],
    ['19.99', '12.00', '22.39'], // 22.3888
    ['0.125', '12.00', null],
  ])('sells cost %p at markup %p for %p', (cost, markup, selling) => {
    if (selling === null) expect(() => sellingPriceFromCost(cost, markup)).toThrow();
    else expect(sellingPriceFromCost(cost, markup)).toBe(selling);
  });
});

describe('costFromSellingPrice', () => {
  it.each([
    [11200, '12.00', 10000],
    [13440, '12.00', 12000],
    [1, '12.00', 1],
    [0, '12.00', 0],
    [11500, '15.00', 10000],
  ])('finds the cost behind %p pesewas at %p%% markup', (price, markup, cost) => {
    expect(costFromSellingPrice(price, markup)).toBe(cost);
  });

  it('is the inverse of the markup rule for every cost up to ₵100', () => {
    for (let cost = 0; cost <= 100_00; cost += 1) expect(costFromSellingPrice(toPesewas(sellingPriceFromCost(fromPesewas(cost))))).toBe(cost);
  });

  it('answers the nearest cost for a price no cost marks up to', () => {
    // Costs 4 and 5 pesewas mark up to 4 (4.48) and 6 (5.6): no cost gives 5.
    expect(costFromSellingPrice(5)).toBe(4);
  });
});
