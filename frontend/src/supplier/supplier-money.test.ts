import { costPriceForApi, parseCostPrice, sellingPricePreview } from './supplier-money';

describe('the selling price preview', () => {
  it.each([
    ['100', '112.00'],
    ['100.00', '112.00'],
    [' 99.99 ', '111.99'], // 111.9888 rounds up
    ['10.05', '11.26'], // 11.256 rounds half up
    ['0.01', '0.01'],
    ['0.04', '0.04'], // 0.0448
    ['0.05', '0.06'], // 0.056
    ['1234.5', '1382.64'],
    ['99999.99', '111999.99'], // 111999.9888, no float drift near the top of the range
    ['100000', '112000.00'], // the ceiling, MAX_SUPPLIER_COST
  ])('is cost x 1.12 to 2 decimals: %s -> %s', (cost, selling) => {
    expect(sellingPricePreview(cost)).toBe(selling);
  });

  it.each([
    ['99.999', '112.00'], // 100.00 x 1.12: not ₵0.00
    ['12.345', '13.83'], // 12.35 x 1.12 = 13.832
    ['0.004', '0.00'], // rounds to nothing
  ])('rounds a cost typed to a third decimal to the pesewa first: %s -> %s', (cost, selling) => {
    expect(sellingPricePreview(cost)).toBe(selling);
  });

  it.each(['', '0', '0.00', '-5', 'abc', '1e3', '1,000', '100000.01', '1000000'])("is 0.00 while the cost is not a positive amount up to the ceiling: '%s'", (cost) => {
    expect(sellingPricePreview(cost)).toBe('0.00');
  });

  it("follows the supplier's own markup", () => {
    expect(sellingPricePreview('100', '15.50')).toBe('115.50');
  });
});

describe('the cost sent to the API', () => {
  it.each([
    ['10.05', 10.05],
    ['0.1', 0.1],
    ['19.99', 19.99],
    ['100000.00', 100000],
    ['100000.01', null],
    ['1234567.89', null],
  ])('reads %s exactly from its decimal text', (text, sent) => {
    const pesewas = parseCostPrice(text);
    expect(pesewas === null ? null : costPriceForApi(pesewas)).toBe(sent);
    if (pesewas !== null) expect(JSON.stringify(costPriceForApi(pesewas))).toBe(String(sent));
  });
});
