import { toPesewas } from '@shop/rules';

/** How far a published product's cost may move in one edit before staff review it (either way). */
export const COST_CHANGE_REVIEW_PERCENT = 20;

/** Whether a new cost for a product on sale waits for staff: a slip such as 0.01 for 100.00 must not reach the catalog. */
export function costChangeNeedsReview(costOnSale: string, newCost: string): boolean {
  const before = toPesewas(costOnSale);
  return Math.abs(toPesewas(newCost) - before) * 100 > before * COST_CHANGE_REVIEW_PERCENT;
}
