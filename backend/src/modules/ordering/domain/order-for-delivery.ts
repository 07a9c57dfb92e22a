import { orderClosedBecause } from '@shop/rules';
import type { Order, ShippingAddress } from './order.entity';

/** What the delivery round needs of an order, handed to the riders module as plain data. */
export interface OrderForDelivery {
  id: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  shippingAddress: ShippingAddress;
  /** Units on the order, for the rider to count the parcel. */
  units: number;
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  orderStatus: string;
  deliveryType: string;
  estimatedDeliveryDate: Date | null;
  /** Why a rider cannot take it out (delivered, cancelled, closed); null when it can go. */
  notDeliverableBecause: string | null;
  /** Money taken at the door of a pay-on-delivery order, once taken. */
  collection: { via: 'cash' | 'momo'; amount: string; at: string } | null;
  /** The last time the rider found nobody home or was refused, with what they noted. */
  lastVisit: { event: 'not-home' | 'refused'; at: string; note: string | null } | null;
}

export function orderForDelivery(order: Order): OrderForDelivery {
  const { id, orderNumber, firstName, lastName, phone, shippingAddress, total, paymentMethod, paymentStatus, orderStatus, deliveryType, estimatedDeliveryDate } = order;
  return {
    id,
    orderNumber,
    firstName,
    lastName,
    phone,
    shippingAddress,
    units: order.items.reduce((sum, line) => sum + line.quantity, 0),
    total,
    paymentMethod,
    paymentStatus,
    orderStatus,
    deliveryType,
    estimatedDeliveryDate,
    notDeliverableBecause: notDeliverableBecause(order),
    collection: order.payOnDelivery?.collection ? { via: order.payOnDelivery.collection.via, amount: order.payOnDelivery.collection.amount, at: order.payOnDelivery.collection.at } : null,
    lastVisit: lastVisit(order),
  };
}

function lastVisit(order: Order): OrderForDelivery['lastVisit'] {
  const visit = [...(order.payOnDelivery?.history ?? [])].reverse().find((entry) => entry.event === 'not-home' || entry.event === 'refused');
  return visit ? { event: visit.event as 'not-home' | 'refused', at: visit.at, note: visit.note } : null;
}

function notDeliverableBecause(order: Order): string | null {
  if (order.orderStatus === 'delivered') return 'This order has been delivered already.';
  if (order.orderStatus === 'cancelled') return 'This order was cancelled.';
  return orderClosedBecause(order);
}
