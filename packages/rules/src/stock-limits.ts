/* Apart from stock.ts, which every storefront page loads: only the admin and the supplier portal need these (storefront-chunks.ts). */

/**
 * The most units one size and colour, or one product in all, may hold: far above any shop's stock,
 * low enough that a slipped key (an extra zero or three) is refused instead of put on sale.
 */
export const MAX_STOCK_UNITS = 1_000_000;

/** "A product holds at most 1,000,000 units in all; this grid comes to 1,100,000": the admin form and the API say the same. */
export function stockTotalMistake(total: number): string | undefined {
  if (total <= MAX_STOCK_UNITS) return undefined;
  return `A product holds at most ${MAX_STOCK_UNITS.toLocaleString('en-GH')} units in all; this grid comes to ${total.toLocaleString('en-GH')}`;
}

/**
 * A supplier's minimum order quantity above the stock it lists: no order could ever be filled. A
 * product with no stock (sold out, or not yet stocked) keeps its minimum for when it is restocked.
 */
export function minimumQuantityAboveStock(minimumQuantity: number, stock: number): boolean {
  return stock > 0 && minimumQuantity > stock;
}
