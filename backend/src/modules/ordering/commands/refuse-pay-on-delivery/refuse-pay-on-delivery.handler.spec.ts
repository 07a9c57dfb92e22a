import { EventEmitter2 } from '@nestjs/event-emitter';
import { orderClosedBecause } from '@shop/rules';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { InMemoryCatalog } from '../../../../test-support/in-memory/catalog';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrderRecords } from '../../../../test-support/in-memory/order-records';
import { aPayOnDeliveryOrder, lineOf } from '../../../../test-support/in-memory/pay-on-delivery';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { RefusePayOnDeliveryCommand } from './refuse-pay-on-delivery.command';
import { RefusePayOnDeliveryHandler } from './refuse-pay-on-delivery.handler';

function aShop() {
  const transactions = new InMemoryTransactions();
  const orders = new InMemoryOrderRecords(transactions);
  const catalog = new InMemoryCatalog(transactions);
  const notifications = new InMemoryNotifications(transactions);
  const events = new EventEmitter2();
  const changes: OrderStatusChanged[] = [];
  events.on(OrderStatusChanged.eventName, (event: OrderStatusChanged) => changes.push(event));
  const handler = new RefusePayOnDeliveryHandler(transactions, orders, catalog, events, notifications, { publish: async () => undefined });
  const refuse = (orderId: string, note: string | null = null) => handler.execute(new RefusePayOnDeliveryCommand(orderId, 'kojo@kente.shop', note));
  return { orders, catalog, notifications, changes, refuse };
}

describe('an order refused at the door', () => {
  it('is cancelled with its payment refused, its units back in stock, the refusal counted against the phone, and the shopper told', async () => {
    const shop = aShop();
    const dress = shop.catalog.add({ name: 'Kaba Dress', price: '85.50', stock: 3 });
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [lineOf(dress, 2)], orderStatus: 'out-for-delivery' });

    const refused = await shop.refuse(order.id, 'Said she ordered the wrong size');

    expect(refused).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refused', codRefusedAt: expect.any(Date) });
    expect(refused.payOnDelivery!.history).toEqual([{ event: 'refused', by: 'kojo@kente.shop', note: 'Said she ordered the wrong size', at: expect.any(String) }]);
    expect(shop.catalog.stockOf(dress.variants[0].id)).toBe(5);
    expect(shop.notifications.told).toEqual([{ about: 'cod-step', orderNumber: order.orderNumber, detail: 'refused' }]);
    expect(shop.changes).toEqual([new OrderStatusChanged(order.id, order.orderNumber, 'out-for-delivery', 'cancelled', null)]);
    // Closed: staff cannot reopen it and ship goods that were turned away.
    expect(orderClosedBecause(refused)).toMatch(/^This order was refused at the door, so it is closed/);
  });

  it('answers 409 naming the state when it is not out for delivery, giving nothing back twice', async () => {
    const shop = aShop();
    const dress = shop.catalog.add({ stock: 3 });
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [lineOf(dress, 1)], orderStatus: 'out-for-delivery' });
    await shop.refuse(order.id);

    await expect(shop.refuse(order.id)).rejects.toThrow(new ConflictError('This order is cancelled (payment refused): it can be marked refused only while out for delivery'));
    expect(shop.catalog.stockOf(dress.variants[0].id)).toBe(4);
  });

  it('answers 404 for an order that does not exist', async () => {
    await expect(aShop().refuse('0b7f6a3e-0000-4000-8000-000000000000')).rejects.toThrow(NotFoundError);
  });
});
