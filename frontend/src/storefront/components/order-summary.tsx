import type { OrderTotals } from '@shop/rules';
import type { ReactNode } from 'react';
import { OrderTotalsList } from '../../components/order-totals-list';
import './order-summary.css';

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
  /** The promotions' rows (DiscountRows, ADR 061). */
  discountRows?: ReactNode;
}

export function OrderSummary({ totals, title = 'Order Summary', shippingLabel = 'Shipping', children, footer, discountRows }: OrderSummaryProps) {
  return (
    <section className="surface surface--padded order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {title}
      </h2>
      {children}
      <OrderTotalsList totals={totals} shippingLabel={shippingLabel} discountRows={discountRows} />
      {footer}
    </section>
  );
}
