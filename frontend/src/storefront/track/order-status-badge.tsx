import { STATUS_LABELS, statusTone, type OrderStatus } from '../../lib/order-progress';

/** SPEC §4: delivered green, processing blue, shipped purple, anything else neutral. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-status-badge order-status-badge--${statusTone(status)}`}>{STATUS_LABELS[status] ?? status}</span>;
}
