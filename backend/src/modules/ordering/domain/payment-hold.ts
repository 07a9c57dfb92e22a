import { Order } from './order.entity';

/**
 * Until when an unpaid (pending or declined) order still at `ordered` holds its items: the moment
 * expire-unpaid-orders may cancel it, counted from its creation. Null once paid or moved on.
 */
export function heldUntil(order: Pick<Order, 'paymentStatus' | 'orderStatus' | 'createdAt'>, holdMinutes: number): Date | null {
  const unpaid = (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') && order.orderStatus === 'ordered';
  return unpaid ? new Date(order.createdAt.getTime() + holdMinutes * 60_000) : null;
}
