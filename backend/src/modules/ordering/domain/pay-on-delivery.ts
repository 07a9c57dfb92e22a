import { createHash, randomBytes } from 'node:crypto';
import { atTheDoor } from '@shop/rules';
import type { EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../shared/http/domain-errors';
import { toE164 } from '../../notifications/messages/phone-number';
import { holdPhoneDigits } from '../order-records';
import { Order, PayOnDeliveryEvent } from './order.entity';

/** A confirmation link's token: 256 random bits, only its hash kept (a leaked table confirms nothing). */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: confirmTokenHash(token) };
}

export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The phone refusals count against: E.164 as messages use it, so '024 123 4567' and '+233 24 123 4567' are one phone. */
export function refusalPhone(phone: string): string {
  return toE164(phone) ?? `+${holdPhoneDigits(phone)}`;
}

/** The order with one more line in its pay-on-delivery history. */
export function withHistory(order: Order, event: PayOnDeliveryEvent['event'], by: string, note: string | null = null, at = new Date()): Order {
  const record = order.payOnDelivery ?? { confirmBy: null, confirmedAt: null, confirmedBy: null, collection: null, history: [] };
  order.payOnDelivery = { ...record, history: [...record.history, { at: at.toISOString(), by, event, note }] };
  return order;
}

/** A 409's sentence for a door action on an order in the wrong state. */
export function notAtTheDoor(order: Pick<Order, 'paymentMethod' | 'orderStatus' | 'paymentStatus'>, action: string): string {
  if (order.paymentMethod !== 'cod') return `Only a pay-on-delivery order can be ${action}; this one is paid by ${order.paymentMethod}`;
  if (order.paymentStatus === 'paid') return `This order is already paid, so it cannot be ${action}`;
  return `This order is ${order.orderStatus} (payment ${order.paymentStatus}): it can be ${action} only while out for delivery`;
}

/** The order for a door action, locked in the caller's transaction: 404 when there is none, 409 naming its state when it is not at the door. */
export async function lockAtTheDoor(orders: { lockForChange(manager: EntityManager, id: string): Promise<Order | null> }, manager: EntityManager, orderId: string, action: string): Promise<Order> {
  const order = await orders.lockForChange(manager, orderId);
  if (!order) throw new NotFoundError('Order not found');
  if (!atTheDoor(order)) throw new ConflictError(notAtTheDoor(order, action), { paymentMethod: order.paymentMethod, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus });
  return order;
}
