import { useEffect, useState, type ReactNode } from 'react';
import { awaitingPayment, type AwaitingPayment } from '../../lib/awaiting-payment';
import { formatGhanaTime } from '../../lib/ghana-time';
import { LinkButton } from './link-button';
import { StatusPanel } from './status-panel';

/**
 * An empty cart, said the right way after this tab sent an order to a payment page: the order has
 * its items and waits for its payment (Back from the payment page lands here). Else `empty`.
 */
export function EmptyCartOrAwaitingPayment({ empty }: { empty: ReactNode }) {
  // Read once mounted: the server, which cannot see this tab's storage, rendered the empty cart.
  const [order, setOrder] = useState<AwaitingPayment | null>(null);
  useEffect(() => setOrder(awaitingPayment()), []);
  if (!order) return <>{empty}</>;
  const track = `/track?order=${encodeURIComponent(order.orderNumber)}`;
  return (
    <StatusPanel
      title={`Your order ${order.orderNumber} is waiting for payment`}
      text={`Its items left your cart with it and are held for you until ${formatGhanaTime(order.heldUntil)} (Ghana time). Pay for it on its page; there is no need to order again.`}
    >
      <LinkButton to={track}>Pay for your order</LinkButton>
      <LinkButton to="/products" variant="outline">
        Continue Shopping
      </LinkButton>
    </StatusPanel>
  );
}
