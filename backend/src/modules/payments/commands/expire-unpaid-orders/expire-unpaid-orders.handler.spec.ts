import { EventEmitter2 } from '@nestjs/event-emitter';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrdering, OrderAsPaymentsSeeIt } from '../../../../test-support/in-memory/ordering';
import { FakeProvider } from '../../../../test-support/in-memory/payment-provider';
import { InMemoryPaymentRecords } from '../../../../test-support/in-memory/payment-records';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import type { PaymentAttemptStatus } from '../../domain/payment.entity';
import { SettlePaymentHandler } from '../settle-payment/settle-payment.handler';
import { ExpireUnpaidOrdersCommand } from './expire-unpaid-orders.command';
import { ExpireUnpaidOrdersHandler } from './expire-unpaid-orders.handler';

const HOLD_ENDED = new Date('2026-11-28T12:00:00.000Z');
const PLACED_BEFORE = new Date('2026-11-28T10:00:00.000Z');
/** Pay-on-delivery orders placed before this were not confirmed in time (COD_CONFIRM_HOURS before now). */
const CONFIRMATION_ENDED = new Date('2026-11-27T12:00:00.000Z');

function aShop() {
  const transactions = new InMemoryTransactions();
  const ordering = new InMemoryOrdering(transactions);
  const records = new InMemoryPaymentRecords(transactions);
  const paystack = new FakeProvider();
  // The real settlement, on the same fakes: expiry asks the provider once more through it.
  const settle = new SettlePaymentHandler(transactions, ordering, paystack.asProviders(), records, new EventEmitter2(), { execute: async () => 0 }, new InMemoryNotifications(transactions));
  const handler = new ExpireUnpaidOrdersHandler(transactions, ordering, records, settle);
  const expire = () => handler.execute(new ExpireUnpaidOrdersCommand(HOLD_ENDED, CONFIRMATION_ENDED));
  /** An unpaid order placed before the hold ended, with one attempt in `status`. */
  const anUnpaidOrder = (order: Partial<OrderAsPaymentsSeeIt> = {}, status: PaymentAttemptStatus = 'pending') => {
    const placed = ordering.add({ createdAt: PLACED_BEFORE, ...order });
    return { order: placed, attempt: records.add({ orderId: placed.id, orderNumber: placed.orderNumber, status }) };
  };
  return { ordering, records, paystack, expire, anUnpaidOrder };
}

describe('holds running out', () => {
  it('cancels an order still unpaid when its hold ends as expired: its open attempts expire, its units go back, staff read why', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anUnpaidOrder();
    const retry = shop.records.add({ orderId: order.id, orderNumber: order.orderNumber });

    expect(await shop.expire()).toBe(1);

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'expired', orderStatus: 'cancelled', unitsReleased: true });
    expect([shop.records.attempt(attempt.reference).status, shop.records.attempt(retry.reference).status]).toEqual(['expired', 'expired']);
    expect(shop.records.history(order.id)).toEqual([
      { orderId: order.id, reference: retry.reference, kind: 'expired', detail: 'Not paid in time: the order was cancelled and its items went back in stock' },
    ]);
  });

  it('asks the provider once more first: a payment made just before the end is honoured, not expired', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anUnpaidOrder();
    shop.paystack.paid(attempt.reference);

    expect(await shop.expire()).toBe(0);

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'ordered', unitsReleased: false });
    expect(shop.records.kinds(order.id)).toEqual(['paid']);
  });

  it('expires an order whose payment was declined, and one that never got an attempt', async () => {
    const shop = aShop();
    const { order: declined, attempt } = shop.anUnpaidOrder({ paymentStatus: 'failed' }, 'failed');
    shop.paystack.declined(attempt.reference);
    const neverStarted = shop.ordering.add({ createdAt: PLACED_BEFORE });

    expect(await shop.expire()).toBe(2);

    expect(shop.ordering.get(declined.id).paymentStatus).toBe('expired');
    expect(shop.records.attempt(attempt.reference).status).toBe('expired');
    expect(shop.ordering.get(neverStarted.id).paymentStatus).toBe('expired');
    expect(shop.records.history(neverStarted.id)).toEqual([expect.objectContaining({ kind: 'expired', reference: null })]);
  });

  it('leaves an order placed within its hold alone', async () => {
    const shop = aShop();
    const { order } = shop.anUnpaidOrder({ createdAt: new Date(HOLD_ENDED.getTime() + 60_000) });
    expect(await shop.expire()).toBe(0);
    expect(shop.ordering.get(order.id).paymentStatus).toBe('pending');
  });

  it('keeps the hold of an order whose provider cannot be asked (it may have been paid), and expires the others', async () => {
    const shop = aShop();
    const { order: unknown, attempt } = shop.anUnpaidOrder();
    const { order: unpaid } = shop.anUnpaidOrder();
    shop.paystack.unreachable(attempt.reference);

    expect(await shop.expire()).toBe(1);

    expect(shop.ordering.get(unknown.id)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'ordered' });
    expect(shop.records.attempt(attempt.reference).status).toBe('pending');
    expect(shop.ordering.get(unpaid.id).paymentStatus).toBe('expired');
  });

  it('expires nothing of an order staff cancelled meanwhile: its attempts stay as they were', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anUnpaidOrder();
    shop.paystack.meanwhile = () => shop.ordering.orders.set(order.id, { ...shop.ordering.get(order.id), orderStatus: 'cancelled' });

    expect(await shop.expire()).toBe(0);

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'cancelled', unitsReleased: false });
    expect(shop.records.attempt(attempt.reference).status).toBe('pending');
    expect(shop.records.history(order.id)).toEqual([]);
  });
});

describe('pay-on-delivery orders not confirmed in time', () => {
  it('keeps an unconfirmed order past the payment hold while its confirmation window lasts', async () => {
    const shop = aShop();
    const order = shop.ordering.add({ paymentMethod: 'cod', createdAt: PLACED_BEFORE });

    expect(await shop.expire()).toBe(0);

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'ordered', unitsReleased: false });
  });

  it('cancels it as expired once the window ends, its units back, and staff read that it was not confirmed', async () => {
    const shop = aShop();
    const order = shop.ordering.add({ paymentMethod: 'cod', createdAt: new Date('2026-11-27T11:00:00.000Z') });

    expect(await shop.expire()).toBe(1);

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'expired', orderStatus: 'cancelled', unitsReleased: true });
    expect(shop.records.history(order.id)).toEqual([{ orderId: order.id, reference: null, kind: 'expired', detail: 'Not confirmed in time: the order was cancelled and its items went back in stock' }]);
  });

  it('leaves a confirmed order alone however old: it waits for the rider, not the shopper', async () => {
    const shop = aShop();
    const order = shop.ordering.add({ paymentMethod: 'cod', orderStatus: 'confirmed', createdAt: new Date('2026-11-20T11:00:00.000Z') });

    expect(await shop.expire()).toBe(0);

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'confirmed' });
  });
});
