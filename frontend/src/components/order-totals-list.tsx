import { formatCedis, TAX_RATE_PERCENT, type OrderTotals } from '@shop/rules';
import type { ReactNode } from 'react';
import './order-totals-list.css';

function cedis(pesewas: number): string {
  return formatCedis(pesewas, { fromPesewas: true });
}

interface OrderTotalsListProps {
  /** In pesewas, as the shared rules work them out (or the server's figures turned into pesewas). */
  totals: OrderTotals;
  /** Names the delivery the shipping fee is for, e.g. 'Shipping (Standard Delivery)'. */
  shippingLabel?: string;
  taxLabel?: string;
  /** The place's own spacing (cart and checkout summary, tracked order, admin order). */
  className?: string;
  /** The promotions' rows (DiscountRows), between the shipping and the tax (ADR 061). */
  discountRows?: ReactNode;
}

/** Subtotal, shipping (or Free), tax and total (SPEC §9): the one way an order's figures are shown. */
export function OrderTotalsList({ totals, shippingLabel = 'Shipping', taxLabel = `Tax (${TAX_RATE_PERCENT}%)`, className, discountRows }: OrderTotalsListProps) {
  return (
    <dl className={className ? `order-totals ${className}` : 'order-totals'}>
      <div className="order-totals__row">
        <dt>Subtotal</dt>
        <dd>{cedis(totals.subtotal)}</dd>
      </div>
      <div className="order-totals__row">
        <dt>{shippingLabel}</dt>
        <dd>{totals.shipping === 0 ? <span className="order-totals__free">Free</span> : cedis(totals.shipping)}</dd>
      </div>
      {discountRows}
      <div className="order-totals__row">
        <dt>{taxLabel}</dt>
        <dd>{cedis(totals.tax)}</dd>
      </div>
      <div className="order-totals__row order-totals__row--total">
        <dt>Total</dt>
        <dd>{cedis(totals.total)}</dd>
      </div>
    </dl>
  );
}
