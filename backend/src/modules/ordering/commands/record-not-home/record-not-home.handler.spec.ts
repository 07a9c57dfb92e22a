import { ConflictError } from '../../../../shared/http/domain-errors';
import { InMemoryOrderRecords } from '../../../../test-support/in-memory/order-records';
import { aPayOnDeliveryOrder } from '../../../../test-support/in-memory/pay-on-delivery';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import { RecordNotHomeCommand } from './record-not-home.command';
import { RecordNotHomeHandler } from './record-not-home.handler';

function aShop() {
  const transactions = new InMemoryTransactions();
  const orders = new InMemoryOrderRecords(transactions);
  const handler = new RecordNotHomeHandler(transactions, orders);
  const notHome = (orderId: string, note: string | null) => handler.execute(new RecordNotHomeCommand(orderId, 'kojo@kente.shop', note));
  return { orders, notHome };
}

describe('no one at the door', () => {
  it('keeps the order out for delivery and unpaid, noting each attempt with its time', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'out-for-delivery' });

    await shop.notHome(order.id, 'Gate locked, phone off');
    const after = await shop.notHome(order.id, null);

    expect(after).toMatchObject({ orderStatus: 'out-for-delivery', paymentStatus: 'pending' });
    expect(after.payOnDelivery!.history).toEqual([
      { event: 'not-home', by: 'kojo@kente.shop', note: 'Gate locked, phone off', at: expect.any(String) },
      { event: 'not-home', by: 'kojo@kente.shop', note: null, at: expect.any(String) },
    ]);
  });

  it('answers 409 naming the state for an order not yet out for delivery', async () => {
    const shop = aShop();
    const { order } = await aPayOnDeliveryOrder(shop.orders, { items: [], orderStatus: 'processing' });
    await expect(shop.notHome(order.id, null)).rejects.toThrow(new ConflictError('This order is processing (payment pending): it can be marked not home only while out for delivery'));
  });
});
