import { EventEmitter2 } from '@nestjs/event-emitter';
import { ConflictError, InvalidInputError } from '../../../../shared/http/domain-errors';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrderRecords } from '../../../../test-support/in-memory/order-records';
import { aPayOnDeliveryOrder } from '../../../../test-support/in-memory/pay-on-delivery';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { CollectPayOnDeliveryCommand } from './collect-pay-on-delivery.command';
import { CollectPayOnDeliveryHandler } from './collect-pay-on-delivery.handler';

function aShop() {
  const transactions = new InMemoryTransactions();
  const orders = new InMemoryOrderRecords(transactions);
  const notifications = new InMemoryNotifications(transactions);
  const events = new EventEmitter2();
  const changes: OrderStatusChanged[] = [];
  events.on(OrderStatusChanged.eventName, (event: OrderStatusChanged) => changes.push(event));
  const handler = new CollectPayOnDeliveryHandler(transactions, orders, events, notifications, { publish: async () => undefined });
  const collect = (orderId: string, via: 'cash' | 'momo', amount: string) => handler.execute(new CollectPayOnDeliveryCommand(orderId, via, amount, 'kojo@kente.shop'));
  return { orders, notifications, changes, collect };
}

describe('collecting the money at the door', () => {
  it('makes the order paid and delivered, recording who collected, which way, the amount and when, and sends the receipt', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'out-for-delivery' });

    const collected = await shop.collect(order.id, 'cash', '209.55');

    expect(collected).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered', deliveredAt: expect.any(Date) });
    expect(collected.payOnDelivery!.collection).toEqual({ via: 'cash', amount: '209.55', by: 'kojo@kente.shop', at: expect.any(String) });
    expect(collected.payOnDelivery!.history).toEqual([{ event: 'collected', by: 'kojo@kente.shop', note: '₵209.55 in cash', at: expect.any(String) }]);
    expect(shop.notifications.told).toEqual([{ about: 'cod-step', orderNumber: order.orderNumber, detail: 'collected' }]);
    expect(shop.changes).toEqual([new OrderStatusChanged(order.id, order.orderNumber, 'out-for-delivery', 'delivered', null)]);
  });

  it('takes "209.5" as 209.50 but answers 400 naming amount for anything but the total, changing nothing', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'out-for-delivery', total: '209.50' });

    const short = await shop.collect(order.id, 'momo', '200.00').catch((error: unknown) => error);
    expect(short).toBeInstanceOf(InvalidInputError);
    expect((short as InvalidInputError).details).toEqual({ fields: { amount: ["amount must be the order's total, ₵209.50; ₵200.00 was entered"] } });
    expect(shop.orders.get(order.id).paymentStatus).toBe('pending');

    expect((await shop.collect(order.id, 'momo', '209.5')).paymentStatus).toBe('paid');
  });

  it.each([
    ['confirmed', 'pending', /This order is confirmed \(payment pending\): it can be marked collected only while out for delivery/],
    ['cancelled', 'refused', /This order is cancelled \(payment refused\)/],
    ['delivered', 'paid', /already paid/],
  ])('answers 409 naming the state for an order %s with payment %s', async (orderStatus, paymentStatus, message) => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus, paymentStatus });
    const refused = await shop.collect(order.id, 'cash', '209.55').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).message).toMatch(message);
    expect((refused as ConflictError).details).toEqual({ paymentMethod: 'cod', orderStatus, paymentStatus });
  });

  it('answers 409 for a prepaid order out for delivery', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [], paymentMethod: 'momo', orderStatus: 'out-for-delivery', total: '209.55' });
    await expect(shop.collect(order.id, 'cash', '209.55')).rejects.toThrow('Only a pay-on-delivery order can be marked collected; this one is paid by momo');
  });
});
