import { EventEmitter2 } from '@nestjs/event-emitter';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrdering, OrderAsPaymentsSeeIt } from '../../../../test-support/in-memory/ordering';
import { FakeProvider } from '../../../../test-support/in-memory/payment-provider';
import { InMemoryPaymentRecords } from '../../../../test-support/in-memory/payment-records';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import type { Payment } from '../../domain/payment.entity';
import { PaymentReceived } from '../../events/payment-received.event';
import { ProviderUnavailableError } from '../../providers/provider-unavailable.error';
import type { SendRefundsCommand } from '../send-refunds/send-refunds.command';
import type { SendRefundsHandler } from '../send-refunds/send-refunds.handler';
import { SettlePaymentCommand, SettlementTrigger } from './settle-payment.command';
import { SettlePaymentHandler } from './settle-payment.handler';

/** Refunds as settlement hands them on: sent at once, or left for reconciliation while the provider is down. */
class RecordedRefunds implements Pick<SendRefundsHandler, 'execute'> {
  readonly sent: (string | null)[] = [];
  down = false;

  async execute({ attemptId }: SendRefundsCommand): Promise<number> {
    if (this.down) throw new ProviderUnavailableError('paystack', 'could not reach api.paystack.co');
    this.sent.push(attemptId);
    return 1;
  }
}

function aShop() {
  const transactions = new InMemoryTransactions();
  const ordering = new InMemoryOrdering(transactions);
  const records = new InMemoryPaymentRecords(transactions);
  const notifications = new InMemoryNotifications(transactions);
  const paystack = new FakeProvider();
  const refunds = new RecordedRefunds();
  const events = new EventEmitter2();
  const received: PaymentReceived[] = [];
  events.on(PaymentReceived.eventName, (event: PaymentReceived) => received.push(event));
  const handler = new SettlePaymentHandler(transactions, ordering, paystack.asProviders(), records, events, refunds, notifications);
  const settle = (reference: string, trigger: SettlementTrigger = 'webhook') => handler.execute(new SettlePaymentCommand(reference, trigger));
  /** An order with one attempt of GHS 209.55 through Paystack. */
  const anOrder = (order: Partial<OrderAsPaymentsSeeIt> = {}, attempt: Partial<Payment> = {}) => {
    const placed = ordering.add(order);
    return { order: placed, attempt: records.add({ orderId: placed.id, orderNumber: placed.orderNumber, ...attempt }) };
  };
  return { ordering, records, notifications, paystack, refunds, received, settle, anOrder };
}

describe('settling a payment', () => {
  it('marks a paid attempt and its order paid, says in the history how it was found, and announces PaymentReceived once', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.paystack.paid(attempt.reference);

    expect(await shop.settle(attempt.reference)).toBe('paid');

    expect(shop.records.attempt(attempt.reference)).toMatchObject({ status: 'paid', paidAt: expect.any(Date), providerPaymentId: `txn-${attempt.reference}` });
    expect(shop.ordering.get(order.id).paymentStatus).toBe('paid');
    expect(shop.records.history(order.id)).toEqual([{ orderId: order.id, reference: attempt.reference, kind: 'paid', detail: '₵209.55 received (confirmed by webhook): Paystack: Approved' }]);
    expect(shop.received).toEqual([new PaymentReceived(order.id, order.orderNumber, attempt.reference, 'paystack', 20955, 'GHS')]);
  });

  it('believes only the provider: an attempt it still calls pending stays pending and nothing is written', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    expect(await shop.settle(attempt.reference)).toBe('pending');
    expect(shop.records.attempt(attempt.reference).status).toBe('pending');
    expect(shop.records.history(order.id)).toEqual([]);
    expect(shop.received).toEqual([]);
  });

  it('settles once when the return and the webhook arrive together: the other finds nothing to change', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.paystack.paid(attempt.reference);

    const results = await Promise.all([shop.settle(attempt.reference, 'return'), shop.settle(attempt.reference, 'webhook')]);

    expect(results.sort()).toEqual(['paid', 'unchanged']);
    expect(shop.records.kinds(order.id)).toEqual(['paid']);
    expect(shop.received).toHaveLength(1);
  });

  it('does not ask the provider about an attempt already settled, nor about a reference it never made', async () => {
    const shop = aShop();
    const { attempt } = shop.anOrder({ paymentStatus: 'paid' }, { status: 'paid' });
    expect(await shop.settle(attempt.reference)).toBe('unchanged');
    expect(await shop.settle('GH0000NOSUCHREF-1')).toBe('unknown');
    expect(shop.paystack.asked).toEqual([]);
  });

  it('marks a declined attempt failed, and its order failed when no other attempt is still open', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.paystack.declined(attempt.reference);

    expect(await shop.settle(attempt.reference, 'return')).toBe('failed');

    expect(shop.records.attempt(attempt.reference).status).toBe('failed');
    expect(shop.ordering.get(order.id).paymentStatus).toBe('failed');
    expect(shop.records.history(order.id)).toEqual([
      { orderId: order.id, reference: attempt.reference, kind: 'failed', detail: 'Payment not made (checked when the shopper came back): Paystack: Declined by the issuer' },
    ]);
  });

  it('leaves the order pending when a newer attempt is still open', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.records.add({ orderId: order.id, orderNumber: order.orderNumber });
    shop.paystack.declined(attempt.reference);

    expect(await shop.settle(attempt.reference)).toBe('failed');
    expect(shop.ordering.get(order.id).paymentStatus).toBe('pending');
  });

  it.each([
    ['amount', { amount: 20900 }, '₵209.00'],
    ['currency', { currency: 'NGN' }, 'NGN 209.55'],
  ])('never marks a wrong %s paid: the attempt is a mismatch, staff are told, and the provider ids are kept for a refund', async (_what, taken, said) => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.paystack.paid(attempt.reference, taken);

    expect(await shop.settle(attempt.reference)).toBe('mismatch');

    expect(shop.records.attempt(attempt.reference)).toMatchObject({ status: 'mismatch', providerPaymentId: `txn-${attempt.reference}` });
    expect(shop.ordering.get(order.id).paymentStatus).toBe('pending');
    const detail = `Paystack says ${said} was paid, the attempt is for ₵209.55 (confirmed by webhook): not marked paid; check with the provider`;
    expect(shop.records.history(order.id)).toEqual([{ orderId: order.id, reference: attempt.reference, kind: 'mismatch', detail }]);
    expect(shop.notifications.told).toEqual([{ about: 'payment-mismatch', orderNumber: order.orderNumber, detail }]);
    expect(shop.received).toEqual([]);
  });

  it('honours a success that arrives after the hold expired while the units are still in stock: the order goes ahead', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder({ paymentStatus: 'expired', orderStatus: 'cancelled' }, { status: 'expired' });
    shop.paystack.paid(attempt.reference);

    expect(await shop.settle(attempt.reference, 'reconciliation')).toBe('paid');

    expect(shop.ordering.get(order.id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'ordered' });
    expect(shop.records.kinds(order.id)).toEqual(['paid', 'late-success-honoured']);
    expect(shop.received).toHaveLength(1);
  });

  it.each([
    [
      'after the hold expired and the units were sold',
      { paymentStatus: 'expired', orderStatus: 'cancelled', unitsStillInStock: false },
      'late-success-refunded',
      'The payment arrived after the hold expired and the items were sold meanwhile: it is refunded automatically',
    ],
    ['for an order staff cancelled', { orderStatus: 'cancelled' }, 'late-success-refunded', 'The payment arrived for an order that was cancelled: it is refunded automatically'],
    ['for an order another attempt already paid', { paymentStatus: 'paid' }, 'paid-twice-refunded', 'The order was already paid by another attempt: this payment is refunded automatically'],
  ])('refunds money that arrives %s, and tells staff why', async (_when, orderState, kind, why) => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder(orderState);
    shop.paystack.paid(attempt.reference);

    expect(await shop.settle(attempt.reference)).toBe('refunding');

    expect(shop.records.attempt(attempt.reference).status).toBe('refund_pending');
    expect(shop.records.history(order.id).map(({ kind: entry, detail }) => [entry, detail])).toEqual([
      ['paid', '₵209.55 received (confirmed by webhook): Paystack: Approved'],
      [kind, why],
    ]);
    expect(shop.refunds.sent).toEqual([attempt.id]);
    expect(shop.ordering.get(order.id)).toMatchObject(orderState);
    expect(shop.received).toEqual([]);
  });

  it('keeps the settlement when its refund cannot be sent yet: reconciliation sends it later', async () => {
    const shop = aShop();
    const { attempt } = shop.anOrder({ orderStatus: 'cancelled' });
    shop.paystack.paid(attempt.reference);
    shop.refunds.down = true;

    expect(await shop.settle(attempt.reference)).toBe('refunding');
    expect(shop.records.attempt(attempt.reference).status).toBe('refund_pending');
  });

  it('changes nothing when the provider cannot be asked, and says so to the caller', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.paystack.down = true;

    await expect(shop.settle(attempt.reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(shop.records.attempt(attempt.reference).status).toBe('pending');
    expect(shop.records.history(order.id)).toEqual([]);
  });

  it('announces nothing when the settlement does not commit: the attempt is as it was', async () => {
    const shop = aShop();
    const { order, attempt } = shop.anOrder();
    shop.paystack.paid(attempt.reference);
    shop.ordering.markPaid = async () => {
      throw new Error('the connection was lost');
    };

    await expect(shop.settle(attempt.reference)).rejects.toThrow('the connection was lost');
    expect(shop.records.attempt(attempt.reference)).toMatchObject({ status: 'pending', paidAt: null });
    expect(shop.records.history(order.id)).toEqual([]);
    expect(shop.received).toEqual([]);
  });
});
