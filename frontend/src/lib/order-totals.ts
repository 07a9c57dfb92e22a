import { toPesewas, type OrderTotals } from '@shop/rules';

/** A placed order's figures (decimal strings from the API) in pesewas, for OrderTotalsList; orders before promotions have no discount. */
export function orderTotalsInPesewas(order: { subtotal: string; shipping: string; discount?: string; tax: string; total: string }): OrderTotals {
  return { subtotal: toPesewas(order.subtotal), shipping: toPesewas(order.shipping), discount: toPesewas(order.discount ?? '0'), tax: toPesewas(order.tax), total: toPesewas(order.total) };
}

/** One line per promotion an order got: 'Promo AKWAABA10', or the automatic promotion's name (ADR 061). */
export function orderDiscountLines(discounts: readonly { code: string | null; name: string; amount: string }[] | undefined): { label: string; amount: number }[] {
  return (discounts ?? []).map((discount) => ({ label: discount.code ? `Promo ${discount.code}` : discount.name, amount: toPesewas(discount.amount) }));
}
