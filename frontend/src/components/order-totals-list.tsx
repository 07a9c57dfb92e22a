import { formatCedis, TAX_RATE_PERCENT, type OrderTotals } from '@shop/rules';
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
  /** One line per promotion ('Promo AKWAABA10', 'Weekend Traditional'); without them a discount shows as one 'Discount' line. */
  discountLines?: { label: string; amount: number }[];
}

/** Subtotal, shipping (or Free), tax and total (SPEC §9): the one way an order's figures are shown. */
export function OrderTotalsList({ totals, shippingLabel = 'Shipping', taxLabel = `Tax (${TAX_RATE_PERCENT}%)`, className, discountLines }: OrderTotalsListProps) {
  const discount = totals.discount ?? 0;
  const discounts = discountLines && discountLines.length > 0 ? discountLines : discount > 0 ? [{ label: 'Discount', amount: discount }] : [];
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
      {discounts.map((line) => (
        <div key={line.label} className="order-totals__row order-totals__row--discount">
          <dt>{line.label}</dt>
          <dd>−{cedis(line.amount)}</dd>
        </div>
      ))}
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
