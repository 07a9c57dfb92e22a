import { formatCedis } from '@rules/money';
import { TAX_RATE_PERCENT, type OrderTotals } from '@rules/pricing';
import type { ReactNode } from 'react';
import './order-summary.css';

function cedis(pesewas: number): string {
  return formatCedis(pesewas, { fromPesewas: true });
}

/** Subtotal, shipping, tax and total (SPEC §9), all worked out in pesewas by the shared rules. */
interface OrderSummaryProps {
  totals: OrderTotals;
  title?: string;
  /** Names the delivery the shipping fee is for, e.g. 'Shipping (standard)'. */
  shippingLabel?: string;
  /** Shown above the figures (e.g. the order's lines). */
  children?: ReactNode;
  /** Shown below the figures (e.g. the checkout link). */
  footer?: ReactNode;
}

export function OrderSummary({ totals, title = 'Order Summary', shippingLabel = 'Shipping', children, footer }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {title}
      </h2>
      {children}
      <dl className="order-summary__rows">
        <div className="order-summary__row">
          <dt>Subtotal</dt>
          <dd>{cedis(totals.subtotal)}</dd>
        </div>
        <div className="order-summary__row">
          <dt>{shippingLabel}</dt>
          <dd>{totals.shipping === 0 ? <span className="order-summary__free">Free</span> : cedis(totals.shipping)}</dd>
        </div>
        <div className="order-summary__row">
          <dt>Tax ({TAX_RATE_PERCENT}%)</dt>
          <dd>{cedis(totals.tax)}</dd>
        </div>
        <div className="order-summary__row order-summary__row--total">
          <dt>Total</dt>
          <dd>{cedis(totals.total)}</dd>
        </div>
      </dl>
      {footer}
    </section>
  );
}
