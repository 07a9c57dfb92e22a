import { useEffect, useState, type ReactNode } from 'react';
import { useTrackOrder } from '../../api/generated/endpoints/ordering/ordering';
import { awaitingPayment, type AwaitingPayment } from '../../lib/awaiting-payment';
import { formatGhanaTime } from '../../lib/ghana-time';
import { LinkButton } from './link-button';
import { StatusPanel } from './status-panel';

/**
 * An empty cart, said the right way after this tab sent an order to a payment page: the order has
 * its items and waits for its payment (Back from the payment page lands here), while its tracking
 * answer says its items are still held for it. Else `empty`.
 */
export function EmptyCartOrAwaitingPayment({ empty }: { empty: ReactNode }) {
  // Read once mounted: the server, which cannot see this tab's storage, rendered the empty cart.
  const [order, setOrder] = useState<AwaitingPayment | null>(null);
  useEffect(() => setOrder(awaitingPayment()), []);
  // Asked, not assumed: paid (or cancelled) since, in this tab or elsewhere, it waits for nothing.
  const tracked = useTrackOrder(encodeURIComponent(order?.orderNumber ?? ''), { query: { enabled: order !== null, retry: false } });
  const stillHeld = tracked.data?.data.heldUntil ?? null;
  if (!order || !stillHeld) return <>{empty}</>;
  const track = `/track?order=${encodeURIComponent(order.orderNumber)}`;
  return (
    <StatusPanel
      title={`Your order ${order.orderNumber} is waiting for payment`}
      text={`Its items left your cart with it and are held for you until ${formatGhanaTime(stillHeld)} (Ghana time). Pay for it on its page; there is no need to order again.`}
    >
      <LinkButton to={track}>Pay for your order</LinkButton>
      <LinkButton to="/products" variant="outline">
        Continue Shopping
      </LinkButton>
    </StatusPanel>
  );
}
