import { EventEmitter2 } from '@nestjs/event-emitter';
import type { AddressInfo } from 'node:net';
import { eventually } from '../../test-support/eventually';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { FakePaystack, startFakePaystack } from '../../test-support/fake-paystack';
import { freePort } from '../../test-support/shop-process';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Product } from '../catalog/domain/product.entity';
import { Order } from '../ordering/domain/order.entity';
import { ReconcilePaymentsCommand } from './commands/reconcile-payments/reconcile-payments.command';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments/reconcile-payments.handler';
import { PaymentEvent } from './domain/payment-event.entity';
import { PaymentHistoryEntry } from './domain/payment-history-entry.entity';
import { Payment } from './domain/payment.entity';
import { PaymentReceived } from './events/payment-received.event';
import { paystackSignature } from './providers/paystack.provider';

/** A shop on the real database, listening on loopback so providers can reach its webhook. */
async function listeningShop(options: Parameters<typeof createTestApp>[0] = {}): Promise<{ shop: TestApp; baseUrl: string; received: PaymentReceived[] }> {
  const shop = await createTestApp(options);
  await shop.app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}`;
  const received: PaymentReceived[] = [];
  shop.app.get(EventEmitter2).on(PaymentReceived.eventName, (event: PaymentReceived) => received.push(event));
  return { shop, baseUrl, received };
}

describe('payments through Paystack (a fake Paystack on loopback)', () => {
  let fake: FakePaystack;
  let shop: TestApp;
  let received: PaymentReceived[];

  beforeAll(async () => {
    fake = await startFakePaystack();
    const started = await listeningShop({ payments: fake.paymentsConfig() });
    ({ shop, received } = started);
    fake.webhookTarget = `${started.baseUrl}/api/payments/paystack/webhook`;
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });
  beforeEach(() => {
    Object.assign(fake.behaviour, { delayMs: 0, sendWebhooks: true, signWith: null, charged: null, failRefunds: false });
    received.length = 0;
  });

  const reconcile = (minutesLater = 0) => shop.app.get(ReconcilePaymentsHandler).execute(new ReconcilePaymentsCommand(new Date(Date.now() + minutesLater * 60_000)));
  const order = (orderNumber: string) => shop.dataSource.getRepository(Order).findOneByOrFail({ orderNumber });
  const attempt = (reference: string) => shop.dataSource.getRepository(Payment).findOneByOrFail({ reference });
  const stockOf = async (product: Product) => (await shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock;
  const historyKinds = async (orderId: string) => {
    const admin = await signedInBrowser(shop, 'admin');
    const history = (await admin.get(`/api/admin/orders/${orderId}/payments`).expect(200)).body;
    return { ...history, kinds: history.entries.map((entry: { kind: string }) => entry.kind) };
  };
  const paidEventually = (orderNumber: string, status = 'paid') => eventually(() => order(orderNumber), (found) => found.paymentStatus === status);

  async function placeOrder(options: { stock?: number; quantity?: number; method?: string; product?: Product } = {}) {
    const product = options.product ?? (await insertProduct(shop.dataSource, { price: '85.50', stock: options.stock ?? 10, sizes: [] }));
    const body = { ...checkoutBody(`pay-${Math.random().toString(36).slice(2)}`, [{ productId: product.id, quantity: options.quantity ?? 2, price: '85.50' }]), paymentMethod: options.method ?? 'momo' };
    const response = await shop.agent().post('/api/orders').send(body).expect(201);
    return { product, placed: response.body, reference: response.body.payment.reference as string };
  }

  it('answers the order with its first attempt: Paystack initialised in pesewas, GHS, the chosen channel, a redirect to its page', async () => {
    const { placed, reference } = await placeOrder({ method: 'card' });
    expect(placed.payment).toMatchObject({
      provider: 'paystack',
      method: 'card',
      status: 'pending',
      amount: 20955,
      currency: 'GHS',
      amountPesewas: 20955,
      ghsPerUsd: null,
      testMode: false,
      reference: `${placed.orderNumber.replace(/-/g, '')}-1`,
    });
    const tx = fake.transaction(reference)!;
    expect(tx).toMatchObject({ amount: 20955, currency: 'GHS', channels: ['card'], email: 'ama.mensah@example.com' });
    expect(tx.callbackUrl).toBe(`http://localhost:3000/track?order=${placed.orderNumber}`);
    expect(placed.payment.redirectUrl).toBe(`${new URL(tx.callbackUrl).origin}/test-payment/${tx.accessCode}`);
    const tracked = (await shop.agent().get(`/api/orders/track/${placed.orderNumber}`).expect(200)).body;
    expect(tracked.payment).toMatchObject({ reference, status: 'pending' });
  });

  it('webhook before return: the webhook settles it, the return finds it paid, one PaymentReceived', async () => {
    const { placed, reference } = await placeOrder();
    await fake.approve(reference);
    await paidEventually(placed.orderNumber);
    const checked = (await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200)).body;
    expect(checked).toMatchObject({ reference, status: 'paid', redirectUrl: null });
    expect((await order(placed.orderNumber)).paymentStatus).toBe('paid');
    expect(received.map((event) => event.reference)).toEqual([reference]);
    expect(received[0]).toMatchObject({ amount: 20955, currency: 'GHS', orderNumber: placed.orderNumber });
    const history = await historyKinds(placed.id);
    expect(history.kinds).toEqual(['attempt-started', 'webhook-received', 'paid']);
    expect(history.needsAttention).toBe(false);
  });

  it('return before webhook: the return settles it, the late webhook changes nothing', async () => {
    const { placed, reference } = await placeOrder();
    fake.behaviour.sendWebhooks = false;
    await fake.approve(reference);
    expect((await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200)).body.status).toBe('paid');
    fake.behaviour.sendWebhooks = true;
    expect(await fake.replay(reference, 1)).toEqual([200]);
    await eventually(() => shop.dataSource.getRepository(PaymentEvent).findOneByOrFail({ reference }), (event) => event.processedAt !== null);
    expect(received).toHaveLength(1);
    expect((await historyKinds(placed.id)).kinds.filter((kind: string) => kind === 'paid')).toHaveLength(1);
  });

  it('the same webhook three times at once: stored once, settled once, one PaymentReceived', async () => {
    const { placed, reference } = await placeOrder();
    fake.behaviour.sendWebhooks = false;
    await fake.approve(reference);
    fake.behaviour.sendWebhooks = true;
    expect(await fake.replay(reference, 3)).toEqual([200, 200, 200]);
    await paidEventually(placed.orderNumber);
    await reconcile();
    expect(await shop.dataSource.getRepository(PaymentEvent).countBy({ reference })).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('a webhook that never comes: reconciliation asks Paystack and settles it', async () => {
    const { placed, reference } = await placeOrder();
    fake.behaviour.sendWebhooks = false;
    await fake.approve(reference);
    await reconcile(0);
    expect((await order(placed.orderNumber)).paymentStatus).toBe('pending');
    await reconcile(2);
    expect((await order(placed.orderNumber)).paymentStatus).toBe('paid');
    expect(received.map((event) => event.reference)).toEqual([reference]);
    expect((await attempt(reference)).status).toBe('paid');
  });

  it('a tampered or forged signature answers 401 and stores and changes nothing', async () => {
    const { placed, reference } = await placeOrder();
    const eventsBefore = await shop.dataSource.getRepository(PaymentEvent).count();
    fake.behaviour.signWith = 'sk_test_not_the_key';
    await fake.approve(reference);
    const body = JSON.stringify({ event: 'charge.success', data: { id: 1, reference, amount: 20955, currency: 'GHS', status: 'success' } });
    const tampered = body.replace('20955', '1');
    await shop.agent().post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', paystackSignature(body, fake.secretKey)).send(tampered).expect(401);
    await shop.agent().post('/api/payments/paystack/webhook').set('content-type', 'application/json').send(body).expect(401);
    await shop.agent().post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', 'zz').send(body).expect(401);
    expect(await shop.dataSource.getRepository(PaymentEvent).count()).toBe(eventsBefore);
    expect((await order(placed.orderNumber)).paymentStatus).toBe('pending');
    expect((await attempt(reference)).status).toBe('pending');
    expect(received).toHaveLength(0);
  });

  it.each([
    ['amount', { amount: 20900 }, '₵209.00'],
    ['currency', { currency: 'NGN' }, 'NGN 209.55'],
  ])('a wrong %s is never marked paid: the attempt is a mismatch, flagged to staff with a history entry', async (_what, charged, said) => {
    const { placed, reference } = await placeOrder();
    fake.behaviour.charged = charged;
    await fake.approve(reference);
    await eventually(() => attempt(reference), (found) => found.status !== 'pending');
    expect((await attempt(reference)).status).toBe('mismatch');
    expect((await order(placed.orderNumber)).paymentStatus).toBe('pending');
    const history = await historyKinds(placed.id);
    expect(history.needsAttention).toBe(true);
    expect(history.entries.find((entry: { kind: string }) => entry.kind === 'mismatch').detail).toContain(`Paystack says ${said} was paid, the attempt is for ₵209.55`);
    expect(received).toHaveLength(0);
  });

  it('decline, then "Try again" starts a new attempt with a new reference that pays the order', async () => {
    const { placed, reference } = await placeOrder();
    await fake.decline(reference);
    const checked = (await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200)).body;
    expect(checked).toMatchObject({ reference, status: 'failed', redirectUrl: null });
    expect((await order(placed.orderNumber)).paymentStatus).toBe('failed');
    const retry = (await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).send({ method: 'card' }).expect(201)).body;
    expect(retry).toMatchObject({ reference: reference.replace(/-1$/, '-2'), status: 'pending', method: 'card', amount: 20955 });
    expect(retry.redirectUrl).toContain('/test-payment/');
    await fake.approve(retry.reference);
    await paidEventually(placed.orderNumber);
    expect((await shop.agent().get(`/api/orders/track/${placed.orderNumber}`).expect(200)).body.payment).toMatchObject({ reference: retry.reference, status: 'paid' });
    await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).send({}).expect(409);
    expect(received.map((event) => event.reference)).toEqual([retry.reference]);
  });

  it('refuses a new attempt for an unknown order (404) and a method that is not offered (400)', async () => {
    await shop.agent().post('/api/payments/GH-0000-0000-0000/attempts').send({}).expect(404);
    await shop.agent().post('/api/payments/GH-0000-0000-0000/check').expect(404);
    const { placed } = await placeOrder();
    const refused = await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).send({ method: 'paypal' }).expect(400);
    expect(refused.body.fields).toHaveProperty('method');
    await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).send({ method: 'cash' }).expect(400);
  });

  it('a hold that runs out: checked once more, then the order is cancelled as expired and its stock goes back', async () => {
    const { product, placed, reference } = await placeOrder({ stock: 5, quantity: 2 });
    expect(await stockOf(product)).toBe(3);
    await reconcile(29);
    expect((await order(placed.orderNumber)).paymentStatus).toBe('pending');
    await reconcile(31);
    expect(await order(placed.orderNumber)).toMatchObject({ paymentStatus: 'expired', orderStatus: 'cancelled' });
    expect(await stockOf(product)).toBe(5);
    expect((await attempt(reference)).status).toBe('expired');
    expect((await historyKinds(placed.id)).kinds).toContain('expired');
    await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).send({}).expect(409);
  });

  it('a success after the hold expired is honoured while the stock allows', async () => {
    const { product, placed, reference } = await placeOrder({ stock: 5, quantity: 2 });
    await reconcile(31);
    expect(await stockOf(product)).toBe(5);
    await fake.approve(reference);
    await paidEventually(placed.orderNumber);
    expect(await order(placed.orderNumber)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'ordered' });
    expect(await stockOf(product)).toBe(3);
    expect((await historyKinds(placed.id)).kinds).toContain('late-success-honoured');
    expect(received).toHaveLength(1);
  });

  it('a success after the stock was resold is refunded automatically, and staff see why', async () => {
    const { product, placed, reference } = await placeOrder({ stock: 2, quantity: 2 });
    await reconcile(31);
    await placeOrder({ product, quantity: 2 });
    expect(await stockOf(product)).toBe(0);
    await fake.approve(reference);
    await eventually(() => attempt(reference), (found) => found.status === 'refunded');
    expect((await attempt(reference)).status).toBe('refunded');
    expect(await order(placed.orderNumber)).toMatchObject({ paymentStatus: 'expired', orderStatus: 'cancelled' });
    expect(fake.transaction(reference)!.status).toBe('reversed');
    const history = await historyKinds(placed.id);
    expect(history.kinds).toEqual(expect.arrayContaining(['paid', 'late-success-refunded', 'refunded']));
    expect(received).toHaveLength(0);
  });

  it('an admin cancelling a paid order refunds it through Paystack; refunded once Paystack confirms', async () => {
    const { product, placed, reference } = await placeOrder({ stock: 5, quantity: 1 });
    await fake.approve(reference);
    await paidEventually(placed.orderNumber);
    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);
    await paidEventually(placed.orderNumber, 'refunded');
    expect((await attempt(reference)).status).toBe('refunded');
    expect(await stockOf(product)).toBe(5);
    const history = await historyKinds(placed.id);
    expect(history.kinds).toEqual(expect.arrayContaining(['refund-requested', 'refunded']));
    // Paystack's refund.processed, as staff read it: the provider's name, not its event id.
    expect(history.entries.find((entry: { kind: string }) => entry.kind === 'refunded').detail).toBe('Paystack, by webhook: the money went back to the shopper');
  });

  it('a cancel racing the paid webhook: whichever commits last, the money is refunded once and the order reads refunded', async () => {
    const admin = await signedInBrowser(shop, 'admin');
    const cancel = (orderId: string) => admin.patch(`/api/admin/orders/${orderId}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);
    const refundedOnce = async (placed: { id: string; orderNumber: string }, reference: string) => {
      await paidEventually(placed.orderNumber, 'refunded');
      expect(await order(placed.orderNumber)).toMatchObject({ paymentStatus: 'refunded', orderStatus: 'cancelled' });
      expect((await attempt(reference)).status).toBe('refunded');
      expect((await historyKinds(placed.id)).kinds.filter((kind: string) => kind === 'refunded')).toHaveLength(1);
    };
    // The cancel commits first, then Paystack's charge.success arrives.
    const first = await placeOrder({ quantity: 1 });
    await cancel(first.placed.id);
    await fake.approve(first.reference);
    await refundedOnce(first.placed, first.reference);
    // Both at once, a few times: either may commit last.
    for (let round = 0; round < 4; round++) {
      const racing = await placeOrder({ quantity: 1 });
      await Promise.all([fake.approve(racing.reference), cancel(racing.placed.id)]);
      await refundedOnce(racing.placed, racing.reference);
    }
  });

  it('a refund the provider fails is flagged to staff; the order stays paid', async () => {
    const { placed, reference } = await placeOrder();
    await fake.approve(reference);
    await paidEventually(placed.orderNumber);
    fake.behaviour.failRefunds = true;
    const admin = await signedInBrowser(shop, 'admin');
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);
    await eventually(() => attempt(reference), (found) => found.status === 'refund_failed');
    expect((await attempt(reference)).status).toBe('refund_failed');
    expect((await order(placed.orderNumber)).paymentStatus).toBe('paid');
    const history = await historyKinds(placed.id);
    expect(history.kinds).toContain('refund-failed');
    expect(history.needsAttention).toBe(true);
  });

  it('two attempts both paid: the order is paid once and the second payment is refunded', async () => {
    const { placed, reference } = await placeOrder();
    const second = (await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).send({}).expect(201)).body.reference;
    await fake.approve(reference);
    await paidEventually(placed.orderNumber);
    await fake.approve(second);
    await eventually(() => attempt(second), (found) => found.status === 'refunded');
    expect((await attempt(second)).status).toBe('refunded');
    expect((await order(placed.orderNumber)).paymentStatus).toBe('paid');
    expect((await historyKinds(placed.id)).kinds).toContain('paid-twice-refunded');
    expect(received).toHaveLength(1);
  });

  it('lists each order with its latest payment for staff and for the shopper', async () => {
    const { placed, reference } = await placeOrder();
    const admin = await signedInBrowser(shop, 'admin');
    const listed = (await admin.get('/api/admin/orders?limit=100').expect(200)).body;
    expect(listed.find((each: { id: string }) => each.id === placed.id).payment).toMatchObject({ reference, status: 'pending' });
    await admin.get('/api/admin/orders/00000000-0000-4000-8000-000000000000/payments').expect(404);
    await shop.agent().get(`/api/admin/orders/${placed.id}/payments`).expect(401);
  });

  it('offers momo and card (Paystack keys set), not PayPal, outside TEST MODE', async () => {
    expect((await shop.agent().get('/api/payments/options').expect(200)).body).toEqual({
      testMode: false,
      methods: [
        { method: 'momo', available: true },
        { method: 'card', available: true },
        { method: 'paypal', available: false },
        // Pay on delivery needs no provider: the rider collects.
        { method: 'cod', available: true },
      ],
      paypalGhsPerUsd: null,
      holdMinutes: 30,
      payOnDeliveryMaxTotal: '1000.00',
      payOnDeliveryConfirmHours: 24,
    });
    await shop.agent().get('/api/test-payments/checkouts/whatever').expect(404);
  });

  it('refuses an order paid by a method the shop does not offer (PayPal here) with 400 on paymentMethod, taking no stock', async () => {
    const product = await insertProduct(shop.dataSource, { price: '85.50', stock: 10, sizes: [] });
    const body = { ...checkoutBody('paypal-not-offered', [{ productId: product.id, quantity: 2, price: '85.50' }]), paymentMethod: 'paypal' };
    const ordersBefore = await shop.dataSource.getRepository(Order).count();
    const refused = await shop.agent().post('/api/orders').send(body).expect(400);
    expect(refused.body.fields).toEqual({ paymentMethod: [expect.stringContaining('paypal')] });
    expect(await shop.dataSource.getRepository(Order).count()).toBe(ordersBefore);
    expect(await stockOf(product)).toBe(10);
  });
});

// Its own app after the others closed: passport's strategies are process-wide, the last app made owns them.
describe('Paystack down while an order is placed', () => {
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
  });
  afterAll(() => fake.close());

  it('a Paystack outage while placing keeps the order: placed, no redirect yet, the outage in the history', async () => {
    const config = fake.paymentsConfig({ paystack: { secretKey: fake.secretKey, baseUrl: `http://127.0.0.1:${await freePort()}` } });
    const down = await createTestApp({ payments: config });
    try {
      const product = await insertProduct(down.dataSource, { price: '85.50', stock: 10, sizes: [] });
      const placed = (await down.agent().post('/api/orders').send(checkoutBody('outage', [{ productId: product.id, quantity: 1, price: '85.50' }])).expect(201)).body;
      expect(placed.payment).toMatchObject({ status: 'pending', redirectUrl: null });
      expect(placed.orderStatus).toBe('ordered');
      const history = (await down.dataSource.getRepository(PaymentHistoryEntry).findBy({ orderId: placed.id })).map((entry) => entry.kind);
      expect(history).toEqual(['attempt-started', 'attempt-unreachable']);
    } finally {
      await down.close();
    }
  });

});

describe('TEST MODE: no provider keys, the built-in Paystack sandbox on the shop\'s own port', () => {
  let shop: TestApp;
  let received: PaymentReceived[];
  beforeAll(async () => {
    ({ shop, received } = await listeningShop());
  });
  afterAll(() => shop.close());

  async function place(method: string) {
    const product = await insertProduct(shop.dataSource, { price: '85.50', stock: 10, sizes: [] });
    return (await shop.agent().post('/api/orders').send({ ...checkoutBody(`tm-${method}`, [{ productId: product.id, quantity: 2, price: '85.50' }]), paymentMethod: method }).expect(201)).body;
  }

  it('takes a Mobile Money payment end to end: the test page, approve, a signed webhook, paid', async () => {
    const placed = await place('momo');
    expect(placed.payment).toMatchObject({ provider: 'paystack', status: 'pending', testMode: true, amount: 20955, currency: 'GHS' });
    // On the shop's own address (no PUBLIC_URL: http://localhost:PORT), whatever host the request named.
    const match = /^http:\/\/localhost:3000\/test-payment\/([0-9a-f]+)$/.exec(placed.payment.redirectUrl);
    expect(match).not.toBeNull();
    const id = match![1];
    const checkout = (await shop.agent().get(`/api/test-payments/checkouts/${id}`).expect(200)).body;
    expect(checkout).toEqual({ id, provider: 'paystack', method: 'momo', amount: 20955, currency: 'GHS', orderNumber: placed.orderNumber, status: 'open' });
    const approved = (await shop.agent().post(`/api/test-payments/checkouts/${id}/approve`).expect(200)).body;
    expect(approved.returnUrl).toMatch(new RegExp(`/track\\?order=${placed.orderNumber}&reference=`));
    await shop.agent().post(`/api/test-payments/checkouts/${id}/approve`).expect(409);
    await eventually(() => shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id }), (order) => order.paymentStatus === 'paid');
    expect((await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200)).body.status).toBe('paid');
    expect(received.map((event) => event.orderNumber)).toEqual([placed.orderNumber]);
    const events = await shop.dataSource.getRepository(PaymentEvent).findBy({ reference: placed.payment.reference });
    expect(events.map((event) => event.type)).toEqual(['charge.success']);
  });

  it('a declined card shows failed after the return', async () => {
    const placed = await place('card');
    const id = placed.payment.redirectUrl.split('/').pop();
    expect((await shop.agent().get(`/api/test-payments/checkouts/${id}`).expect(200)).body.method).toBe('card');
    await shop.agent().post(`/api/test-payments/checkouts/${id}/decline`).expect(200);
    expect((await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200)).body.status).toBe('failed');
    await shop.agent().get('/api/test-payments/checkouts/unknown').expect(404);
  });

  it('says TEST MODE in the options, with every method and the TEST MODE PayPal rate', async () => {
    const options = (await shop.agent().get('/api/payments/options').expect(200)).body;
    expect(options).toMatchObject({ testMode: true, holdMinutes: 30, paypalGhsPerUsd: '15.00' });
    expect(options.methods.filter((each: { available: boolean }) => each.available).map((each: { method: string }) => each.method)).toEqual(['momo', 'card', 'paypal', 'cod']);
  });
});

describe('TEST MODE on a shop that is not listening (as most API specs run it)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('still places the order and starts its payment (supertest listens for the request)', async () => {
    const product = await insertProduct(shop.dataSource, { price: '85.50', stock: 10, sizes: [] });
    const placed = (await shop.agent().post('/api/orders').send(checkoutBody('not-listening', [{ productId: product.id, quantity: 1, price: '85.50' }])).expect(201)).body;
    expect(placed.payment).toMatchObject({ status: 'pending', testMode: true });
  });
});
