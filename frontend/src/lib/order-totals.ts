import { toPesewas, type OrderTotals } from '@shop/rules';

/** A placed order's figures (decimal strings from the API) in pesewas, for OrderTotalsList. */
export function orderTotalsInPesewas(order: { subtotal: string; shipping: string; tax: string; total: string }): OrderTotals {
  return { subtotal: toPesewas(order.subtotal), shipping: toPesewas(order.shipping), tax: toPesewas(order.tax), total: toPesewas(order.total) };
}
