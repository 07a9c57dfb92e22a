import { ConflictError } from '../../../../shared/http/domain-errors';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrderPayments } from '../../../../test-support/in-memory/order-payments';
import { InMemoryOrderRecords } from '../../../../test-support/in-memory/order-records';
import { aPayOnDeliveryOrder } from '../../../../test-support/in-memory/pay-on-delivery';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import { RequestMomoAtDoorCommand } from './request-momo-at-door.command';
import { RequestMomoAtDoorHandler } from './request-momo-at-door.handler';

function aShop(methods = ['momo', 'card']) {
  const transactions = new InMemoryTransactions();
  const orders = new InMemoryOrderRecords(transactions);
  const notifications = new InMemoryNotifications(transactions);
  const payments = new InMemoryOrderPayments(methods, transactions);
  const handler = new RequestMomoAtDoorHandler(transactions, orders, payments, notifications);
  const request = (orderId: string) => handler.execute(new RequestMomoAtDoorCommand(orderId, 'kojo@kente.shop', 'https://kente.test'));
  return { orders, notifications, payments, request };
}

describe('asking for Mobile Money at the door', () => {
  it('starts a Mobile Money attempt for the order total through payments and texts its link to the shopper; the order stays unpaid until the provider settles it', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'out-for-delivery' });

    const { order: after, payment } = await shop.request(order.id);

    expect(shop.payments.started).toEqual([{ order: expect.objectContaining({ id: order.id, paymentMethod: 'momo', totalPesewas: 20955 }), origin: 'https://kente.test' }]);
    expect(payment).toMatchObject({ method: 'momo', status: 'pending' });
    expect(shop.notifications.told).toEqual([{ about: 'cod-momo-request', orderNumber: order.orderNumber, detail: null }]);
    expect(shop.notifications.links).toEqual([payment.redirectUrl]);
    expect(after).toMatchObject({ paymentStatus: 'pending', orderStatus: 'out-for-delivery' });
    expect(after.payOnDelivery!.history).toEqual([{ event: 'momo-requested', by: 'kojo@kente.shop', note: `Mobile Money request ${payment.reference}`, at: expect.any(String) }]);
  });

  it('answers 409 naming the state for an order not at the door, starting nothing', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'ordered' });
    await expect(shop.request(order.id)).rejects.toThrow(ConflictError);
    expect(shop.payments.started).toHaveLength(0);
  });
});
