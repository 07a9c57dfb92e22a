import { minimumQuantityAboveStock } from './stock-limits';

describe("a supplier's minimum order quantity against its stock", () => {
  it.each([
    [1, 10, false],
    [10, 10, false],
    [11, 10, true],
    [50, 1, true],
    // No stock (sold out, or not stocked yet): the minimum waits for the restock.
    [20, 0, false],
  ])('minimum %p with %p in stock is above it: %p', (minimum, stock, above) => {
    expect(minimumQuantityAboveStock(minimum, stock)).toBe(above);
  });
});
