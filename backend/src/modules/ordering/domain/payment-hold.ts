import { Order } from './order.entity';

/**
 * Until when an unpaid (pending or declined) order still at `ordered` holds its items: the moment
 * expire-unpaid-orders may cancel it, counted from its creation. Null once paid or moved on, and for
 * pay on delivery.
 */
export function heldUntil(order: Pick<Order, 'paymentStatus' | 'orderStatus' | 'createdAt'> & Partial<Pick<Order, 'paymentMethod'>>, holdMinutes: number): Date | null {
  // A pay-on-delivery order is held until its shopper confirms it (payOnDelivery.confirmBy), not for a payment.
  if (order.paymentMethod === 'cod') return null;
  const unpaid = (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') && order.orderStatus === 'ordered';
  return unpaid ? new Date(order.createdAt.getTime() + holdMinutes * 60_000) : null;
}
