import type { TrackedOrderDto } from '../../api/generated/model';
import { STATUS_LABELS, statusTone, type StatusTone } from '../../lib/order-progress';

/** While an order waits at `ordered`, what the shopper needs to know is its payment (issue 40). */
const UNCONFIRMED: Record<string, { label: string; tone: StatusTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  pending: { label: 'Awaiting payment', tone: 'neutral' },
  failed: { label: 'Payment failed', tone: 'neutral' },
};

/**
 * SPEC §4: delivered green, processing blue, shipped purple, anything else neutral. An order not
 * yet confirmed by staff reads by its payment ("Paid", not "Ordered"); from confirmed on, by its stage.
 */
export function OrderStatusBadge({ order }: { order: Pick<TrackedOrderDto, 'orderStatus' | 'paymentStatus'> & Partial<Pick<TrackedOrderDto, 'paymentMethod'>> }) {
  const { orderStatus } = order;
  // Paid at the door: until its shopper confirms it, the order waits for that, not for money.
  const waiting = order.paymentMethod === 'cod' && order.paymentStatus === 'pending' ? { label: 'Awaiting confirmation', tone: 'neutral' as const } : UNCONFIRMED[order.paymentStatus];
  const badge = (orderStatus === 'ordered' ? waiting : undefined) ?? { label: STATUS_LABELS[orderStatus] ?? orderStatus, tone: statusTone(orderStatus) };
  return <span className={`order-status-badge order-status-badge--${badge.tone}`}>{badge.label}</span>;
}
