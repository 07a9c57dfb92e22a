import { Logger } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { Agent } from 'supertest';
import { scriptNotificationsConfig } from '../../config/notifications-config';
import { WebhooksConfig } from '../../config/webhooks-config';
import { FakePaystack, startFakePaystack } from '../../test-support/fake-paystack';
import { eventually } from '../../test-support/eventually';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, WebhookReceiver } from '../../test-support/webhook-receiver';
import { OutboxMessage } from '../notifications/domain/outbox-message.entity';
import { WEBHOOK_EVENT_TYPES } from './domain/webhook-event-types';
import { createSupplier, selfieDataUrl } from '../../security/support/accounts';
import { SUPPORT_SUBJECTS } from '../support/domain/support-constants';
import { endpointRefusal, isPublicAddress, safePost } from './relay/safe-post';
import { WEBHOOK_CLOCK, WebhookClock } from './relay/webhook-clock';
import { GIVE_UP_AFTER_MS, WebhookRelay } from './relay/webhook-relay';
import { WebhookPublisher } from './webhook-publisher';

const STAFF = ['ops@kente.test'];
const onLoopback: WebhooksConfig = { allowPrivate: true, relayInProcess: false, pollSeconds: 30, timeoutMs: 1500 };

describe('signed webhooks to an endpoint on loopback (WEBHOOK_ALLOW_PRIVATE=on)', () => {
  let fake: FakePaystack;
  let shop: TestApp;
  let admin: Agent;
  let receiver: WebhookReceiver;
  let relay: WebhookRelay;
  let clock: WebhookClock;
  /** How far the relay's clock runs ahead of the real one. */
  let ahead: number;

  beforeAll(async () => {
    fake = await startFakePaystack();
    receiver = await startWebhookReceiver();
    shop = await createTestApp({
      payments: fake.paymentsConfig(),
      webhooks: onLoopback,
      notifications: { ...scriptNotificationsConfig(mkdtempSync(join(tmpdir(), 'shop-mail-'))), staffEmails: STAFF, relayInProcess: false },
    });
    await shop.app.listen(0, '127.0.0.1');
    fake.webhookTarget = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
    admin = await signedInBrowser(shop, 'admin');
    relay = shop.app.get(WebhookRelay);
    clock = shop.app.get(WEBHOOK_CLOCK);
    clock.now = () => new Date(Date.now() + ahead);
  });
  afterAll(async () => {
    await shop.close();
    await receiver.close();
    await fake.close();
  });
  beforeEach(async () => {
    ahead = 0;
    receiver.received.length = 0;
    receiver.processed.length = 0;
    receiver.answer = () => ({ status: 200, body: 'ok' });
    fake.behaviour.sendWebhooks = false;
    // Each case owns the one endpoint it talks to.
    await shop.dataSource.query(`UPDATE webhook_subscriptions SET active = false`);
  });

  const later = (ms: number) => (ahead += ms);
  const subscribe = async (eventTypes: string[], url = receiver.url) =>
    (await admin.post('/api/admin/webhooks').send({ url, eventTypes, description: 'Courier' }).expect(201)).body as { id: string; secret: string };
  const deliveries = async (id: string) => (await admin.get(`/api/admin/webhooks/${id}/deliveries`).expect(200)).body as any[];
  /** A support request, the smallest change that emits an event (support.request_received); answers its id. */
  const supportRequest = async () =>
    (await shop.agent().post('/api/support').send({ firstName: 'Esi', lastName: 'Owusu', email: 'esi@example.com', subject: SUPPORT_SUBJECTS[0], message: 'My order has not arrived yet, please check.' }).expect(201)).body.id as string;
  const requestIds = (webhooks: { json: { data: { requestId: string } } }[]) => webhooks.map(({ json }) => json.data.requestId);

  async function placeOrder() {
    const product = await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '85.50', stock: 10, sizes: [] });
    const body = { ...checkoutBody(`hook-${Math.random().toString(36).slice(2)}`, [{ productId: product.id, quantity: 2, price: '85.50' }]), paymentMethod: 'momo' };
    return (await shop.agent().post('/api/orders').send(body).expect(201)).body as { id: string; orderNumber: string; payment: { reference: string } };
  }

  it('an order placed, paid, shipped and delivered reaches the endpoint as exactly those events, in order, each signed the Standard Webhooks way', async () => {
    const { secret } = await subscribe(['order.placed', 'order.status_changed', 'payment.received']);
    const placed = await placeOrder();
    await fake.approve(placed.payment.reference);
    expect((await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200)).body.status).toBe('paid');
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'shipped', trackingNumber: 'GH-TRACK-1' }).expect(200);
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'delivered' }).expect(200);

    await relay.runOnce();

    expect(receiver.received.map(({ json }) => [json.type, json.data.to ?? null])).toEqual([
      ['order.placed', null],
      ['payment.received', null],
      ['order.status_changed', 'shipped'],
      ['order.status_changed', 'delivered'],
    ]);
    const verifier = new Webhook(secret);
    for (const { body, headers, json } of receiver.received) {
      expect(verifier.verify(body, headers as Record<string, string>)).toEqual(json);
      expect(headers['webhook-id']).toBe(json.id);
      expect(json.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(json.version).toBe(1);
    }
    const [orderPlaced, paid, shipped] = receiver.received.map(({ json }) => json);
    expect(orderPlaced.data.order).toMatchObject({
      orderNumber: placed.orderNumber,
      orderStatus: 'ordered',
      paymentStatus: 'pending',
      currency: 'GHS',
      total: '209.55',
      items: [expect.objectContaining({ name: 'Kente Stole', quantity: 2, unitPrice: '85.50' })],
      customer: { firstName: 'Ama', lastName: 'Mensah', email: 'ama.mensah@example.com', phone: expect.any(String) },
    });
    expect(paid.data).toEqual({ orderId: placed.id, orderNumber: placed.orderNumber, paymentMethod: 'momo', amount: '209.55', currency: 'GHS' });
    expect(shipped.data).toMatchObject({ from: 'ordered', to: 'shipped', order: { trackingNumber: 'GH-TRACK-1', paymentStatus: 'paid' } });

    // A signature made with another secret is refused by the same verifier.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(receiver.received[0].body, receiver.received[0].headers as Record<string, string>)).toThrow();
  });

  it('writes the event in the transaction of the change: a change refused (409) and rolled back sends nothing', async () => {
    await subscribe(['order.placed', 'stock.low']);
    const product = await insertProduct(shop.dataSource, { price: '40.00', stock: 1, sizes: [] });
    const [{ count: before }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM webhook_events`);
    await shop.agent().post('/api/orders').send(checkoutBody('hook-no-stock', [{ productId: product.id, quantity: 2, price: '40.00' }])).expect(409);
    const [{ count: after }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM webhook_events`);
    expect(after).toBe(before);
    await relay.runOnce();
    expect(receiver.received).toEqual([]);

    // And one rolled back after the event was written inside it leaves no trace either.
    await shop.dataSource
      .transaction(async (manager) => {
        await shop.app.get(WebhookPublisher).publish(manager, 'support.request_received', { requestId: 'x', subject: 'rolled back', orderNumber: null, priority: 'normal' });
        throw new Error('the change fails after the event was written');
      })
      .catch(() => undefined);
    expect((await shop.dataSource.query(`SELECT count(*)::int AS count FROM webhook_events`))[0].count).toBe(before);
  });

  it('an endpoint that is down is retried with growing waits, later events wait their turn, and all arrive in order once it is back', async () => {
    const { id } = await subscribe(['support.request_received']);
    receiver.answer = () => ({ status: 503, body: 'maintenance' });
    const first = await supportRequest();
    const second = await supportRequest();

    await relay.runOnce();
    expect(requestIds(receiver.received)).toEqual([first]);
    later(29_000);
    await relay.runOnce();
    expect(receiver.received).toHaveLength(1);
    later(2_000);
    await relay.runOnce();
    expect(requestIds(receiver.received)).toEqual([first, first]);
    later(59_000);
    await relay.runOnce();
    expect(receiver.received).toHaveLength(2);

    receiver.answer = () => ({ status: 204 });
    later(2_000);
    await relay.runOnce();
    expect(requestIds(receiver.received)).toEqual([first, first, first, second]);
    expect(requestIds(receiver.processed)).toEqual([first, second]);

    const [later_, earlier] = await deliveries(id);
    expect(earlier).toMatchObject({ type: 'support.request_received', status: 'delivered', attempts: 3, lastError: null });
    expect(earlier.attemptLog.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([204, 503, 503]);
    expect(earlier.attemptLog[2]).toMatchObject({ excerpt: 'maintenance', error: 'Answered 503' });
    const times = earlier.attemptLog.map((attempt: { attemptedAt: string }) => new Date(attempt.attemptedAt).getTime()).reverse();
    // Waits of 30 s then 60 s (the clock moved 31 s and 61 s; the rest is the real time the calls took).
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(31_000);
    expect(times[1] - times[0]).toBeLessThan(36_000);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(61_000);
    expect(times[2] - times[1]).toBeLessThan(66_000);
    expect(later_).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('an endpoint failing for three days is turned off and staff are e-mailed; turned back on, what it missed goes out in order', async () => {
    const { id } = await subscribe(['support.request_received']);
    receiver.answer = () => ({ status: 500, body: 'x'.repeat(5000) });
    const during = await supportRequest();
    const alsoDuring = await supportRequest();
    for (let round = 0; round < 60; round++) {
      await relay.runOnce();
      const [{ nextAttemptAt, status }] = await shop.dataSource.query(`SELECT "nextAttemptAt", status FROM webhook_deliveries WHERE "subscriptionId" = $1 ORDER BY sequence LIMIT 1`, [id]);
      if (status === 'failed') break;
      ahead = new Date(nextAttemptAt).getTime() - Date.now() + 1;
    }
    expect(ahead).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(ahead).toBeLessThan(GIVE_UP_AFTER_MS + 6 * 3600_000 + 60_000);
    const listed = (await admin.get('/api/admin/webhooks').expect(200)).body.find((subscription: { id: string }) => subscription.id === id);
    expect(listed).toMatchObject({ active: false, disabledReason: expect.stringContaining('Answered 500') });
    expect(new Set(requestIds(receiver.received))).toEqual(new Set([during]));
    const [, first] = await deliveries(id);
    expect(first.status).toBe('failed');
    expect(first.attemptLog[0].excerpt.length).toBeLessThanOrEqual(1024 + 20);
    const notices = await shop.dataSource.getRepository(OutboxMessage).findBy({ kind: 'staff-webhook-disabled' });
    expect(notices.map(({ recipient, status }) => ({ recipient, status }))).toEqual([{ recipient: STAFF[0], status: 'queued' }]);
    expect(notices[0].text).toContain(receiver.url);

    // Off: nothing is sent, however much later.
    receiver.answer = () => ({ status: 200 });
    later(7 * 24 * 3600_000);
    receiver.received.length = 0;
    await relay.runOnce();
    expect(receiver.received).toEqual([]);

    // Back on: the waiting event goes; the given-up one goes again only when staff resend it.
    await admin.patch(`/api/admin/webhooks/${id}`).send({ active: true }).expect(200);
    await relay.runOnce();
    expect(requestIds(receiver.received)).toEqual([alsoDuring]);
    await admin.post(`/api/admin/webhooks/${id}/deliveries/${first.id}/resend`).expect(204);
    await admin.post(`/api/admin/webhooks/${id}/deliveries/${first.id}/resend`).expect(409);
    await relay.runOnce();
    expect(requestIds(receiver.received)).toEqual([alsoDuring, during]);
    expect(receiver.received[1].headers['webhook-id']).toBe(first.eventId);
  });

  it('a relay that dies after claiming a delivery: another takes it once the claim lapses, and the receiver dedupes the repeat by Webhook-Id', async () => {
    await subscribe(['support.request_received']);
    await supportRequest();
    // The first relay claims the delivery and sends it, then dies before it can record the answer.
    const [claimed] = await relay.claim();
    expect(claimed).toBeDefined();
    receiver.received.length = 0;
    await fetch(receiver.url, { method: 'POST', headers: { 'webhook-id': claimed.eventId, 'content-type': 'application/json' }, body: WebhookRelay.body(claimed) });
    expect(receiver.processed).toHaveLength(1);

    // While the claim holds, no relay sends it again.
    later(30_000);
    await relay.runOnce();
    expect(receiver.received).toHaveLength(1);
    later(15_000);
    await relay.runOnce();
    expect(receiver.received.map(({ headers }) => headers['webhook-id'])).toEqual([claimed.eventId, claimed.eventId]);
    expect(receiver.processed).toHaveLength(1);
    const [{ status }] = await shop.dataSource.query(`SELECT status FROM webhook_deliveries WHERE id = $1`, [claimed.id]);
    expect(status).toBe('delivered');
  });

  describe('fetching safely', () => {
    it('a redirect is not followed: the attempt fails and says where it pointed', async () => {
      const { id } = await subscribe(['support.request_received']);
      receiver.answer = (request) => (request.headers['x-followed'] ? { status: 200 } : { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } });
      await supportRequest();
      await relay.runOnce();
      const [delivery] = await deliveries(id);
      expect(delivery).toMatchObject({ status: 'pending', lastError: expect.stringContaining('redirects are not followed') });
      expect(delivery.attemptLog[0]).toMatchObject({ statusCode: 302 });
      expect(receiver.received).toHaveLength(1);
    });

    it('an endpoint that never answers is given up after the timeout', async () => {
      const { id } = await subscribe(['support.request_received']);
      receiver.answer = () => 'hang';
      await supportRequest();
      await relay.runOnce();
      const [delivery] = await deliveries(id);
      expect(delivery.lastError).toBe('No answer within 1.5 s');
      expect(delivery.attemptLog[0].durationMs).toBeGreaterThanOrEqual(1500);
      expect(delivery.attemptLog[0].durationMs).toBeLessThan(5000);
    });

    it('a huge answer is read only up to its cap and the log keeps about 1 kB of it', async () => {
      const { id } = await subscribe(['support.request_received']);
      receiver.answer = () => ({ status: 200, body: 'y'.repeat(5 * 1024 * 1024) });
      await supportRequest();
      await relay.runOnce();
      const [delivery] = await deliveries(id);
      expect(delivery.status).toBe('delivered');
      expect(delivery.attemptLog[0].excerpt).toBe('y'.repeat(1024) + ' [answer cut off]');
    });
  });

  describe('the events each change writes', () => {
    const eventsOf = async (type: string, where: (data: any) => boolean) =>
      ((await shop.dataSource.query(`SELECT data FROM webhook_events WHERE type = $1 ORDER BY "occurredAt"`, [type])) as { data: any }[]).map(({ data }) => data).filter(where);

    it('payment.refunded when a paid order staff cancel is refunded', async () => {
      await subscribe(['payment.refunded']);
      fake.behaviour.sendWebhooks = true;
      const placed = await placeOrder();
      await fake.approve(placed.payment.reference);
      await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200);
      await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);
      await eventually(() => eventsOf('payment.refunded', (data) => data.orderId === placed.id), (found) => found.length === 1);
      await relay.runOnce();
      expect(receiver.received.map(({ json }) => [json.type, json.data])).toEqual([
        ['payment.refunded', { orderId: placed.id, orderNumber: placed.orderNumber, paymentMethod: 'momo', amount: '209.55', currency: 'GHS' }],
      ]);
    });

    it('stock.low once, as a size and colour crosses the dashboard line (5 units), not at every sale under it', async () => {
      const product = await insertProduct(shop.dataSource, { name: 'Batik Shirt', price: '50.00', stock: 7, sizes: ['L'], colors: ['Blue'] });
      const buy = (quantity: number) =>
        shop.agent().post('/api/orders').send(checkoutBody(`low-${Math.random().toString(36).slice(2)}`, [{ productId: product.id, quantity, price: '50.00', size: 'L' }])).expect(201);
      await buy(1);
      expect(await eventsOf('stock.low', (data) => data.productId === product.id)).toEqual([]);
      await buy(2);
      await buy(1);
      expect(await eventsOf('stock.low', (data) => data.productId === product.id)).toEqual([
        { productId: product.id, productName: 'Batik Shirt', variantId: expect.any(String), size: 'L', color: 'Blue', stock: 4, threshold: 5 },
      ]);
    });

    it('product.published when staff create a product on sale or put a hidden one on sale (not one created or kept hidden)', async () => {
      const onSale = (await admin.post('/api/admin/products').send({ name: 'Smock On Sale', price: '240.00', category: 'mens', stock: 4 }).expect(201)).body;
      const hidden = (await admin.post('/api/admin/products').send({ name: 'Smock Hidden', price: '240.00', category: 'mens', stock: 4, isActive: false }).expect(201)).body;
      expect(await eventsOf('product.published', (data) => [onSale.id, hidden.id].includes(data.productId))).toEqual([
        { productId: onSale.id, name: 'Smock On Sale', category: 'mens', price: '240.00', supplierProductId: null },
      ]);

      await admin.patch(`/api/admin/products/${hidden.id}`).send({ price: '250.00' }).expect(200);
      await admin.patch(`/api/admin/products/${onSale.id}`).send({ price: '245.00' }).expect(200);
      expect(await eventsOf('product.published', (data) => data.productId === hidden.id)).toEqual([]);
      await admin.patch(`/api/admin/products/${hidden.id}`).send({ isActive: true }).expect(200);
      expect(await eventsOf('product.published', (data) => data.productId === hidden.id)).toEqual([
        { productId: hidden.id, name: 'Smock Hidden', category: 'mens', price: '250.00', supplierProductId: null },
      ]);
      expect(await eventsOf('product.published', (data) => data.productId === onSale.id)).toHaveLength(1);
    });

    it('a supplier registering, verified and approved: the three supplier events, in order, with no password hash and no images', async () => {
      await subscribe(['supplier.registered', 'supplier.face_verified', 'supplier.approved']);
      const supplier = await createSupplier(shop, admin, await selfieDataUrl(), 'approved');
      await relay.runOnce();
      expect(receiver.received.map(({ json }) => [json.type, json.data.supplierId, json.data.verdict ?? null, json.data.isApproved])).toEqual([
        ['supplier.registered', supplier.id, null, false],
        ['supplier.face_verified', supplier.id, 'verified', false],
        ['supplier.approved', supplier.id, null, true],
      ]);
      expect(Object.keys(receiver.received[2].json.data).sort()).toEqual(['businessName', 'country', 'email', 'faceVerificationStatus', 'isApproved', 'supplierId']);
    });

    it('review.submitted and support.request_received carry no e-mail address; supplier events carry no password hash nor images', async () => {
      const [row] = await shop.dataSource.query(`SELECT data FROM webhook_events WHERE type = 'support.request_received' LIMIT 1`);
      expect(row.data).toEqual({ requestId: expect.any(String), subject: SUPPORT_SUBJECTS[0], orderNumber: null, priority: expect.any(String) });
      const all: { data: unknown }[] = await shop.dataSource.query(`SELECT data FROM webhook_events`);
      expect(JSON.stringify(all)).not.toMatch(/passwordHash|scrypt|base64,|faceVerificationImage|governmentIdImage|whsec_/);
    });
  });

  it('covers every event type a subscription may choose', async () => {
    const created = await subscribe([...WEBHOOK_EVENT_TYPES]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
  });
});

describe('webhook subscriptions in the admin console (public endpoints only)', () => {
  let shop: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    shop = await createTestApp({ webhooks: { allowPrivate: false, relayInProcess: false, pollSeconds: 30, timeoutMs: 10_000 } });
    admin = await signedInBrowser(shop, 'admin');
  });
  afterAll(() => shop.close());

  it('creates a subscription and shows its secret once; lists, edits, rotates and deletes it', async () => {
    const created = (await admin.post('/api/admin/webhooks').send({ url: 'https://books.example.com/hooks', eventTypes: ['order.placed'], description: 'Accounting' }).expect(201)).body;
    expect(created).toMatchObject({ url: 'https://books.example.com/hooks', eventTypes: ['order.placed'], active: true, description: 'Accounting', disabledReason: null });
    expect(created.secretHint).toBe(created.secret.slice(-4));

    const listed = (await admin.get('/api/admin/webhooks').expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: created.id, secretHint: created.secretHint })]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const edited = (await admin.patch(`/api/admin/webhooks/${created.id}`).send({ eventTypes: ['order.placed', 'payment.refunded'], active: false }).expect(200)).body;
    expect(edited).toMatchObject({ eventTypes: ['order.placed', 'payment.refunded'], active: false });
    expect(edited).not.toHaveProperty('secret');

    const rotated = (await admin.post(`/api/admin/webhooks/${created.id}/rotate-secret`).expect(200)).body;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    await admin.delete(`/api/admin/webhooks/${created.id}`).expect(204);
    await admin.delete(`/api/admin/webhooks/${created.id}`).expect(404);
    await admin.get(`/api/admin/webhooks/${created.id}/deliveries`).expect(404);
    await admin.patch(`/api/admin/webhooks/${created.id}`).send({ active: true }).expect(404);
  });

  const NOT_PUBLIC = 'Webhook addresses must be reachable on the public internet: this one points at a private or local network address';
  it.each([
    ['http://books.example.com/hooks', 'The address must start with https://, so that events travel encrypted'],
    ['https://127.0.0.1/hooks', NOT_PUBLIC],
    ['https://10.1.2.3/hooks', NOT_PUBLIC],
    ['https://[::1]/hooks', NOT_PUBLIC],
    ['https://169.254.169.254/latest', NOT_PUBLIC],
    ['https://localhost:8443/hooks', NOT_PUBLIC],
    ['https://shop:secret@books.example.com/hooks', 'The address must not contain a user name or password: the shop signs each event instead'],
    ['not a url', 'Enter the full address, starting with https://, e.g. https://books.example.com/webhooks'],
  ])('refuses %s with 400 naming url, in words for a store admin', async (url, message) => {
    const response = await admin.post('/api/admin/webhooks').send({ url, eventTypes: ['order.placed'] }).expect(400);
    expect(response.body.fields).toEqual({ url: [message] });
    expect((await admin.get('/api/admin/webhooks').expect(200)).body.some((subscription: { url: string }) => subscription.url === url)).toBe(false);
  });

  it('keeps the operator hint (WEBHOOK_ALLOW_PRIVATE) out of the answer and in the server log', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const response = await admin.post('/api/admin/webhooks').send({ url: 'https://192.168.1.20/hooks', eventTypes: ['order.placed'] }).expect(400);
      expect(JSON.stringify(response.body)).not.toContain('WEBHOOK_ALLOW_PRIVATE');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/192\.168\.1\.20.*WEBHOOK_ALLOW_PRIVATE=on/));
      // A refusal the setting would not lift gets no hint.
      warn.mockClear();
      await admin.post('/api/admin/webhooks').send({ url: 'not a url', eventTypes: ['order.placed'] }).expect(400);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses unknown or missing event types and unknown fields with 400 naming them', async () => {
    const unknownType = await admin.post('/api/admin/webhooks').send({ url: 'https://books.example.com/h', eventTypes: ['order.eaten'] }).expect(400);
    expect(Object.keys(unknownType.body.fields)).toEqual(['eventTypes']);
    const none = await admin.post('/api/admin/webhooks').send({ url: 'https://books.example.com/h', eventTypes: [] }).expect(400);
    expect(Object.keys(none.body.fields)).toEqual(['eventTypes']);
    const extra = await admin.post('/api/admin/webhooks').send({ url: 'https://books.example.com/h', eventTypes: ['order.placed'], secret: 'mine' }).expect(400);
    expect(Object.keys(extra.body.fields)).toEqual(['secret']);
  });

  it('a name that resolves to a private address is refused when sending (the resolved address is checked, not the name)', async () => {
    // The machine's own name passes the check on the name and resolves to one of its own addresses.
    const host = hostname();
    const { address } = await lookup(host);
    expect(isPublicAddress(address)).toBe(false);
    expect(endpointRefusal(`https://${host}/hooks`, false)).toBeNull();
    const outcome = await safePost(`https://${host}/hooks`, '{}', {}, { allowPrivate: false, timeoutMs: 2000 });
    expect(outcome).toMatchObject({ statusCode: null, error: `${host} resolves to ${address}, which is not a public address` });
  });

  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['8.8.8.8', '154.160.0.1', '2a00:1450:4001:800::200e', '::ffff:8.8.8.8']) expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });
});
