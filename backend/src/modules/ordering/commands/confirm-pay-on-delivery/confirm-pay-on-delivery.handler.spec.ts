import { EventEmitter2 } from '@nestjs/event-emitter';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrderRecords } from '../../../../test-support/in-memory/order-records';
import { aPayOnDeliveryOrder } from '../../../../test-support/in-memory/pay-on-delivery';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { ConfirmPayOnDeliveryCommand } from './confirm-pay-on-delivery.command';
import { ConfirmPayOnDeliveryHandler } from './confirm-pay-on-delivery.handler';

function aShop() {
  const transactions = new InMemoryTransactions();
  const orders = new InMemoryOrderRecords(transactions);
  const notifications = new InMemoryNotifications(transactions);
  const events = new EventEmitter2();
  const changes: OrderStatusChanged[] = [];
  events.on(OrderStatusChanged.eventName, (event: OrderStatusChanged) => changes.push(event));
  const handler = new ConfirmPayOnDeliveryHandler(transactions, orders, events, notifications, { publish: async () => undefined });
  const byLink = (token: string) => handler.execute(new ConfirmPayOnDeliveryCommand({ token }, 'shopper'));
  const byPhone = (orderId: string, staff = 'akosua@kente.shop') => handler.execute(new ConfirmPayOnDeliveryCommand({ orderId }, staff));
  return { orders, notifications, changes, byLink, byPhone };
}

describe('confirming a pay-on-delivery order', () => {
  it('by the link in the SMS: ordered becomes confirmed, the payment stays pending until the rider collects, the shopper is told', async () => {
    const shop = aShop();
    const { order, token } = await aPayOnDeliveryOrder(shop.orders, { items: [] });

    const confirmed = await shop.byLink(token);

    expect(confirmed).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending', confirmedAt: expect.any(Date) });
    expect(confirmed.payOnDelivery).toMatchObject({ confirmedAt: expect.any(String), confirmedBy: 'shopper', history: [{ event: 'confirmed', by: 'shopper', note: null }] });
    expect(shop.notifications.told).toEqual([{ about: 'cod-step', orderNumber: order.orderNumber, detail: 'confirmed' }]);
    expect(shop.changes).toEqual([new OrderStatusChanged(order.id, order.orderNumber, 'ordered', 'confirmed', null)]);
  });

  it('is idempotent: a second tap changes nothing and tells no one again', async () => {
    const shop = aShop();
    const { token } = await aPayOnDeliveryOrder(shop.orders, { items: [] });
    const first = await shop.byLink(token);
    const firstConfirmedAt = first.payOnDelivery!.confirmedAt;

    const again = await shop.byLink(token);

    expect(again.payOnDelivery!.confirmedAt).toBe(firstConfirmedAt);
    expect(again.payOnDelivery!.history).toHaveLength(1);
    expect(shop.notifications.told).toHaveLength(1);
    expect(shop.changes).toHaveLength(1);
  });

  it('by staff on the phone, keeping who and when in the history', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [] });

    const confirmed = await shop.byPhone(order.id);

    expect(confirmed.orderStatus).toBe('confirmed');
    expect(confirmed.payOnDelivery).toMatchObject({ confirmedBy: 'akosua@kente.shop', history: [{ event: 'confirmed-by-phone', by: 'akosua@kente.shop', at: expect.any(String) }] });
  });

  it('answers 404 for a link no order has, or not even the shape of one', async () => {
    const shop = aShop();
    await aPayOnDeliveryOrder(shop.orders, { items: [] });
    await expect(shop.byLink('A'.repeat(43))).rejects.toThrow(NotFoundError);
    await expect(shop.byLink('../../etc')).rejects.toThrow(NotFoundError);
  });

  it('refuses (409) an order already cancelled as not confirmed in time, saying so', async () => {
    const shop = aShop();
    const { token } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'cancelled', paymentStatus: 'expired' });

    await expect(shop.byLink(token)).rejects.toThrow(new ConflictError('This order is cancelled: it was not confirmed in time. Please place a new order if you still want the items.'));
    expect(shop.notifications.told).toHaveLength(0);
  });

  it('refuses (409) a prepaid order', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [], paymentMethod: 'momo' });
    await expect(shop.byPhone(order.id)).rejects.toThrow(ConflictError);
  });
});
