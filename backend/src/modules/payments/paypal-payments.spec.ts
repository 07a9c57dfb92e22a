import { EventEmitter2 } from '@nestjs/event-emitter';
import { toPesewas, usdCentsFor } from '@shop/rules';
import { AddressInfo } from 'node:net';
import { eventually } from '../../test-support/eventually';
import { FakePaypal, startFakePaypal } from '../../test-support/fake-paypal';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Order } from '../ordering/domain/order.entity';
import { ReconcilePaymentsCommand } from './commands/reconcile-payments/reconcile-payments.command';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments/reconcile-payments.handler';
import { PaymentEvent } from './domain/payment-event.entity';
import { PaymentHistoryEntry } from './domain/payment-history-entry.entity';
import { Payment } from './domain/payment.entity';
import { PaymentReceived } from './events/payment-received.event';

const RATE = '15.20';

async function placePaypalOrder(shop: TestApp, sessionId: string, price = '85.50') {
  const product = await insertProduct(shop.dataSource, { price, stock: 10 });
  const browser = shop.agent();
  await browser.post('/api/cart').send({ sessionId, productId: product.id, quantity: 2 }).expect(201);
  const response = await browser.post('/api/orders').send({ ...checkoutBody(sessionId, [{ productId: product.id, quantity: 2, price }]), paymentMethod: 'paypal' }).expect(201);
  return response.body as { id: string; orderNumber: string; total: string; payment: { reference: string; redirectUrl: string | null; amount: number; currency: string; amountPesewas: number; ghsPerUsd: string | null } };
}

describe('paying by PayPal (Orders v2) against a loopback PayPal', () => {
  let paypal: FakePaypal;
  let shop: TestApp;
  const received: PaymentReceived[] = [];

  beforeAll(async () => {
    paypal = await startFakePaypal();
    shop = await createTestApp({ payments: paypal.paymentsConfig(RATE) });
    await shop.app.listen(0, '127.0.0.1');
    paypal.sendWebhooksTo(`http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}/api/payments/paypal/webhook`);
    shop.app.get(EventEmitter2).on(PaymentReceived.eventName, (event: PaymentReceived) => received.push(event));
  });

  afterEach(async () => {
    await paypal.sandbox.idle();
    paypal.reset();
  });

  afterAll(async () => {
    await shop.close();
    await paypal.close();
  });

  const paymentOf = (reference: string) => shop.dataSource.getRepository(Payment).findOneByOrFail({ reference });
  const orderOf = (id: string) => shop.dataSource.getRepository(Order).findOneByOrFail({ id });
  const historyOf = (orderId: string) => shop.dataSource.getRepository(PaymentHistoryEntry).find({ where: { orderId }, order: { createdAt: 'ASC' } });
  const paypalOrderId = (redirectUrl: string | null) => redirectUrl!.split('/test-payment/')[1];

  it('charges the dollar amount at the shop rate, settles on PayPal\'s webhook, and keeps both amounts and the rate on the payment', async () => {
    const order = await placePaypalOrder(shop, 'paypal-paid');
    const pesewas = toPesewas(order.total);
    expect(order.payment).toMatchObject({ provider: 'paypal', method: 'paypal', status: 'pending', currency: 'USD', amount: usdCentsFor(pesewas, RATE), amountPesewas: pesewas, ghsPerUsd: RATE });
    expect(order.payment.amount).toBe(1379); // ₵209.55 at ₵15.20 a dollar

    await paypal.approve(paypalOrderId(order.payment.redirectUrl));
    const payment = await eventually(() => paymentOf(order.payment.reference), (row) => row.status === 'paid');

    expect(payment).toMatchObject({ status: 'paid', amount: 1379, currency: 'USD', amountPesewas: 20955, ghsPerUsd: RATE, providerPaymentId: paypalOrderId(order.payment.redirectUrl) });
    expect(payment.providerCaptureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(payment.paidAt).toBeInstanceOf(Date);
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
    expect(received.filter((event) => event.reference === order.payment.reference)).toHaveLength(1);

    // The shopper's return and the same webhook again, three times at once: nothing more happens.
    const captures = paypal.sandbox.counts.captureRequests;
    const [statuses, check] = await Promise.all([paypal.replay('CHECKOUT.ORDER.APPROVED', 3), shop.agent().post(`/api/payments/${order.orderNumber}/check`).expect(200)]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(check.body).toMatchObject({ status: 'paid', amount: 1379, currency: 'USD', ghsPerUsd: RATE });
    await paypal.sandbox.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paypal.sandbox.counts.captureRequests).toBe(captures);
    expect(received.filter((event) => event.reference === order.payment.reference)).toHaveLength(1);
    expect((await historyOf(order.id)).filter((entry) => entry.kind === 'paid')).toHaveLength(1);
  });

  it('settles on the shopper\'s return when the webhook never comes', async () => {
    paypal.withholdWebhooks();
    const order = await placePaypalOrder(shop, 'paypal-return');
    await paypal.approve(paypalOrderId(order.payment.redirectUrl));

    const check = await shop.agent().post(`/api/payments/${order.orderNumber}/check`).expect(200);

    expect(check.body).toMatchObject({ status: 'paid', redirectUrl: null });
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
  });

  it('captures and settles an approved order whose webhook never came when reconciliation runs a few minutes later', async () => {
    paypal.withholdWebhooks();
    const order = await placePaypalOrder(shop, 'paypal-reconciled');
    await paypal.approve(paypalOrderId(order.payment.redirectUrl));

    await shop.app.get(ReconcilePaymentsHandler).execute(new ReconcilePaymentsCommand(new Date(Date.now() + 2 * 60_000)));

    expect(await paymentOf(order.payment.reference)).toMatchObject({ status: 'paid', amount: 1379, currency: 'USD' });
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
    expect(received.filter((event) => event.reference === order.payment.reference)).toHaveLength(1);
  });

  it('does not mark paid a capture of another amount or currency: the attempt is flagged for staff, its capture kept', async () => {
    for (const [value, currency] of [['0.01', 'USD'], ['13.79', 'EUR']]) {
      const order = await placePaypalOrder(shop, `paypal-wrong-${currency}`);
      paypal.captureAs({ currency_code: currency, value });
      await paypal.approve(paypalOrderId(order.payment.redirectUrl));

      const payment = await eventually(() => paymentOf(order.payment.reference), (row) => row.status !== 'pending');

      expect(payment.status).toBe('mismatch');
      // The money PayPal took stays refundable from the shop: its capture id is kept.
      expect(payment.providerCaptureId).toMatch(/^[A-Z0-9]{17}$/);
      expect((await orderOf(order.id)).paymentStatus).toBe('pending');
      expect((await historyOf(order.id)).map((entry) => entry.kind)).toContain('mismatch');
      expect(received.filter((event) => event.reference === order.payment.reference)).toHaveLength(0);
      paypal.reset();
    }
  });

  it('answers 401 to a webhook PayPal does not verify, and stores nothing', async () => {
    const order = await placePaypalOrder(shop, 'paypal-tampered');
    paypal.tamper();
    const events = await shop.dataSource.getRepository(PaymentEvent).count();

    await paypal.approve(paypalOrderId(order.payment.redirectUrl));
    const [status] = await paypal.replay('CHECKOUT.ORDER.APPROVED', 1);

    expect(status).toBe(401);
    expect(await shop.dataSource.getRepository(PaymentEvent).count()).toBe(events);
    expect((await paymentOf(order.payment.reference)).status).toBe('pending');
  });

  it('answers 503 to a webhook while PayPal cannot verify it, stores nothing, and takes it when PayPal sends it again', async () => {
    paypal.withholdWebhooks();
    const order = await placePaypalOrder(shop, 'paypal-verify-down');
    await paypal.approve(paypalOrderId(order.payment.redirectUrl));
    const events = await shop.dataSource.getRepository(PaymentEvent).count();

    paypal.outage();
    expect(await paypal.replay('CHECKOUT.ORDER.APPROVED', 1)).toEqual([503]);
    expect(await shop.dataSource.getRepository(PaymentEvent).count()).toBe(events);

    paypal.reset();
    expect(await paypal.replay('CHECKOUT.ORDER.APPROVED', 1)).toEqual([200]);
    const settled = await eventually(() => orderOf(order.id), (row) => row.paymentStatus === 'paid');
    expect(settled.paymentStatus).toBe('paid');
  });

  it('a declined capture leaves the order unpaid, and "Try again" starts a new PayPal order with a new reference', async () => {
    paypal.withholdWebhooks();
    const order = await placePaypalOrder(shop, 'paypal-declined');
    paypal.declineCaptures();
    await paypal.approve(paypalOrderId(order.payment.redirectUrl));
    expect((await shop.agent().post(`/api/payments/${order.orderNumber}/check`).expect(200)).body).toMatchObject({ status: 'failed' });
    expect((await orderOf(order.id)).paymentStatus).toBe('failed');

    paypal.reset();
    const retry = await shop.agent().post(`/api/payments/${order.orderNumber}/attempts`).send({}).expect(201);
    expect(retry.body.reference).not.toBe(order.payment.reference);
    expect(paypalOrderId(retry.body.redirectUrl)).not.toBe(paypalOrderId(order.payment.redirectUrl));
    await paypal.approve(paypalOrderId(retry.body.redirectUrl));
    await eventually(() => orderOf(order.id), (row) => row.paymentStatus === 'paid');
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');
  });

  it('refunds through PayPal when staff cancel a paid order; the refund webhook marks it refunded', async () => {
    const order = await placePaypalOrder(shop, 'paypal-refund');
    await paypal.approve(paypalOrderId(order.payment.redirectUrl));
    await eventually(() => orderOf(order.id), (row) => row.paymentStatus === 'paid');

    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);

    const refunded = await eventually(() => orderOf(order.id), (row) => row.paymentStatus === 'refunded');
    expect(refunded.paymentStatus).toBe('refunded');
    expect((await paymentOf(order.payment.reference)).status).toBe('refunded');
    expect((await historyOf(order.id)).map((entry) => entry.kind)).toEqual(expect.arrayContaining(['refund-requested', 'refunded']));
  });

  it('a refund PayPal leaves pending is recorded as refunded when its PAYMENT.CAPTURE.REFUNDED webhook comes', async () => {
    const order = await placePaypalOrder(shop, 'paypal-refund-pending');
    await paypal.approve(paypalOrderId(order.payment.redirectUrl));
    await eventually(() => orderOf(order.id), (row) => row.paymentStatus === 'paid');
    paypal.refundsEnd('PENDING');

    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);
    const sent = await eventually(() => historyOf(order.id), (entries) => entries.some((entry) => /^PayPal refund \w+ pending/.test(entry.detail)));
    expect(sent.map((entry) => entry.kind)).toContain('refund-requested');
    expect((await paymentOf(order.payment.reference)).status).toBe('refund_pending');
    expect((await orderOf(order.id)).paymentStatus).toBe('paid');

    expect(await paypal.sandbox.completePendingRefunds()).toBe(1);
    const refunded = await eventually(() => orderOf(order.id), (row) => row.paymentStatus === 'refunded');
    expect(refunded.paymentStatus).toBe('refunded');
    expect((await paymentOf(order.payment.reference)).status).toBe('refunded');
  });

  it('places the order without a redirect when PayPal is unreachable, and "Complete payment" works once it is back', async () => {
    paypal.outage();
    const order = await placePaypalOrder(shop, 'paypal-down');
    expect(order.payment).toMatchObject({ status: 'pending', redirectUrl: null, currency: 'USD' });
    paypal.reset();
    const resumed = await shop.agent().post(`/api/payments/${order.orderNumber}/attempts`).send({}).expect(201);
    expect(resumed.body.redirectUrl).toMatch(/\/test-payment\/[A-Z0-9]{17}$/);
  });
});

describe('paying by PayPal in TEST MODE (no keys: the shop\'s own PayPal sandbox on its own port)', () => {
  let shop: TestApp;
  let origin: string;

  beforeAll(async () => {
    shop = await createTestApp();
    await shop.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => shop.close());

  it('shows the dollar amount on the TEST MODE page, and approving there sends the signed webhook that settles the order', async () => {
    const order = await placePaypalOrder(shop, 'paypal-test-mode');
    expect(order.payment).toMatchObject({ currency: 'USD', ghsPerUsd: '15.00', amount: usdCentsFor(20955, '15.00') });
    const id = order.payment.redirectUrl!.split('/test-payment/')[1];
    // The shop's own address (no PUBLIC_URL: http://localhost:PORT), not the host the request named.
    expect(order.payment.redirectUrl).toBe(`http://localhost:3000/test-payment/${id}`);

    const page = await shop.agent().get(`/api/test-payments/checkouts/${id}`).expect(200);
    expect(page.body).toEqual({ id, provider: 'paypal', method: 'paypal', amount: 1397, currency: 'USD', orderNumber: order.orderNumber, status: 'open' });

    const approved = await shop.agent().post(`/api/test-payments/checkouts/${id}/approve`).set('Origin', origin).expect(200);
    expect(approved.body.returnUrl).toMatch(new RegExp(`^http://localhost:3000/track\\?order=${order.orderNumber}&token=${id}&PayerID=`));
    // The webhook went through /api/payments/paypal/webhook and PayPal's verification, both on the shop's port.
    const events = await eventually(() => shop.dataSource.getRepository(PaymentEvent).findBy({ provider: 'paypal', reference: order.payment.reference }), (rows) => rows.length > 0);
    expect(events.map((event) => event.type)).toContain('CHECKOUT.ORDER.APPROVED');
    const settled = await eventually(() => shop.dataSource.getRepository(Order).findOneByOrFail({ id: order.id }), (row) => row.paymentStatus === 'paid');
    expect(settled.paymentStatus).toBe('paid');
    await shop.agent().post(`/api/test-payments/checkouts/${id}/approve`).set('Origin', origin).expect(409);
  });

  it('declining on the TEST MODE page leaves the order unpaid, shown as failed once the shopper is back', async () => {
    const order = await placePaypalOrder(shop, 'paypal-test-mode-decline');
    const id = order.payment.redirectUrl!.split('/test-payment/')[1];
    await shop.agent().post(`/api/test-payments/checkouts/${id}/decline`).set('Origin', origin).expect(200);
    expect((await shop.agent().post(`/api/payments/${order.orderNumber}/check`).expect(200)).body).toMatchObject({ status: 'failed', redirectUrl: null });
  });
});
