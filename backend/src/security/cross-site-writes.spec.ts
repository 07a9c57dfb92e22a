import { AddressInfo } from 'node:net';
import type { Agent, Response, Test } from 'supertest';
import { CROSS_SITE_ROUTES } from '../bootstrap/cross-site';
import { Product } from '../modules/catalog/domain/product.entity';
import { checkoutBody, insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { Account, createSupplier, createUser, selfieDataUrl, signIn, supplierApplication } from './support/accounts';
import { dbFingerprint, rowCounts, stopScheduledJobs } from './support/db-fingerprint';
import { fillPath, loadOperations, Operation } from './support/openapi-operations';

const EVIL = 'https://evil.example';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** An id no row has: the attack is refused before anything looks it up. */
const SOME_ID = '00000000-0000-4000-8000-00000000c5f0';

interface Call {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Everything a refused request must leave as it was: the data and both session stores, row for row. */
async function stateOf(shop: TestApp) {
  const sessions: { sessions: string; suppliers: string }[] = await shop.dataSource.query(
    `SELECT (SELECT coalesce(string_agg(sid || sess::text || expire::text, '|' ORDER BY sid), '') FROM sessions) AS sessions,
            (SELECT coalesce(string_agg(sid || sess::text || expire::text, '|' ORDER BY sid), '') FROM supplier_sessions) AS suppliers`,
  );
  return { data: await dbFingerprint(shop.dataSource), counts: await rowCounts(shop.dataSource), ...sessions[0] };
}

/** Listens on one port, so that every request of the test names the same Host (supertest would pick a new port each time). */
async function listen(shop: TestApp): Promise<string> {
  const server = shop.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A form field list as a browser encodes it (nested objects flattened to JSON text). */
function formEncoded(body: Record<string, unknown> = {}): string {
  return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();
}

describe('writes from other sites (login CSRF and its cousins)', () => {
  const operations = loadOperations().filter((operation) => WRITES.has(operation.method));
  let shop: TestApp;
  let host: string;
  let selfie: string;
  let product: Product;
  let admin: Agent;
  let customer: Agent;
  let supplier: Agent;
  let rider: Agent;
  let riderId: string;
  let customerAccount: Account;
  let attacker: Account;
  let supplierAccount: Account;
  let pendingSupplier: Account;
  let cartItemId: string;
  let order: { id: string; orderNumber: string; checkoutId: string };
  let supplierProductId: string;
  let repricedSupplierProductId: string;
  let supportRequestId: string;
  let chatId: string;
  let addressId: string;
  let deadMessageId: string;
  let webhookId: string;
  let apiKeyId: string;
  let deliveredWebhookDeliveryId: string;

  /** The signed-in browser each route is meant for: the attack rides on its cookies. */
  function victimFor(operation: Operation): Agent {
    if (operation.path.startsWith('/api/admin/')) return admin;
    if (operation.path.startsWith('/api/suppliers/')) return supplier;
    if (operation.path.startsWith('/api/rider/')) return rider;
    return customer;
  }

  /** A call the route would carry out for its victim: what the attack tries to make it do. */
  function callFor(operation: Operation): Call {
    const calls: Record<string, Call> = {
      // A copy of the database forced from another site: a second of waiting queries, and disk.
      'POST /api/admin/backups': {},
      'POST /api/admin/messages/{id}/retry': { params: { id: deadMessageId } },
      'POST /api/admin/webhooks': { body: { url: 'https://planted.example.com/hooks', eventTypes: ['order.placed'] } },
      'PATCH /api/admin/webhooks/{id}': { params: { id: webhookId }, body: { url: 'https://planted.example.com/hooks' } },
      'DELETE /api/admin/webhooks/{id}': { params: { id: webhookId } },
      'POST /api/admin/webhooks/{id}/rotate-secret': { params: { id: webhookId } },
      'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend': { params: { id: webhookId, deliveryId: deliveredWebhookDeliveryId } },
      'POST /api/admin/photos': {},
      // A key planted for the attacker, or one the shop relies on revoked.
      'POST /api/admin/api-keys': { body: { name: 'Planted', scopes: ['orders:read', 'orders:write'] } },
      'POST /api/admin/api-keys/{id}/revoke': { params: { id: apiKeyId } },
      'POST /api/admin/riders': { body: { email: 'planted-rider@example.com', password: 'long-enough-1', firstName: 'Eve', lastName: 'Planted' } },
      'PATCH /api/admin/riders/{id}': { params: { id: riderId }, body: { active: false } },
      'PUT /api/admin/orders/{id}/rider': { params: { id: order.id }, body: { riderId: null } },
      'PUT /api/admin/delivery/holidays': { body: { holidays: [] } },
      'POST /api/admin/promotions': { body: { code: 'PLANTED', name: 'Planted', kind: 'percentage', percentOff: 100 } },
      'PATCH /api/admin/promotions/{id}': { params: { id: SOME_ID }, body: { paused: true } },
      // Suppliers paid at a moment of another site's choosing.
      'POST /api/admin/payouts/runs': { body: { runId: SOME_ID } },
      'POST /api/admin/payouts/test-hooks/backdate': { body: { orderNumber: order.orderNumber, days: 31 } },
      'POST /api/admin/delivery/zones': { body: { name: 'Planted', regions: ['Volta'] } },
      'PUT /api/admin/delivery/zones/{id}': { params: { id: SOME_ID }, body: { name: 'Planted', regions: ['Volta'] } },
      'DELETE /api/admin/delivery/zones/{id}': { params: { id: SOME_ID } },
      'POST /api/admin/delivery/pickup-points': { body: { name: 'Planted' } },
      'PUT /api/admin/delivery/pickup-points/{id}': { params: { id: SOME_ID }, body: { name: 'Planted' } },
      'DELETE /api/admin/delivery/pickup-points/{id}': { params: { id: SOME_ID } },
      'POST /api/rider/orders/{id}/collect': { params: { id: order.id }, body: { via: 'cash', amount: '1.00' } },
      'POST /api/rider/orders/{id}/momo-request': { params: { id: order.id } },
      'POST /api/rider/orders/{id}/refuse': { params: { id: order.id }, body: { note: 'planted' } },
      'POST /api/rider/orders/{id}/not-home': { params: { id: order.id }, body: { note: 'planted' } },
      'POST /api/rider/orders/{id}/delivered': { params: { id: order.id } },
      'PATCH /api/admin/orders/{id}/status': { params: { id: order.id }, body: { status: 'confirmed' } },
      'POST /api/admin/orders/{id}/pay-on-delivery/collect': { params: { id: order.id }, body: { via: 'cash', amount: '1.00' } },
      'POST /api/admin/orders/{id}/pay-on-delivery/confirm': { params: { id: order.id } },
      'POST /api/admin/orders/{id}/pay-on-delivery/momo-request': { params: { id: order.id } },
      'POST /api/admin/orders/{id}/pay-on-delivery/not-home': { params: { id: order.id }, body: { note: 'planted' } },
      'POST /api/admin/orders/{id}/pay-on-delivery/refuse': { params: { id: order.id }, body: { note: 'planted' } },
      'POST /api/admin/products': { body: { name: 'Batakari smock', price: '240.00', category: 'mens', stock: 4 } },
      'DELETE /api/admin/products/{id}': { params: { id: product.id } },
      'PATCH /api/admin/products/{id}': { params: { id: product.id }, body: { stock: 0 } },
      // Synonyms that send shoppers' searches elsewhere.
      'PUT /api/admin/search/synonyms': { body: { groups: [{ terms: ['kente', 'counterfeit'] }] } },
      'POST /api/admin/supplier-products/{id}/publish': { params: { id: supplierProductId }, body: { category: 'traditional' } },
      'PUT /api/admin/supplier-products/{id}/cost-review': { params: { id: repricedSupplierProductId }, body: { decision: 'approve' } },
      'PUT /api/admin/suppliers/{id}/approve': { params: { id: pendingSupplier.id } },
      'PUT /api/admin/suppliers/{id}/verify-face': { params: { id: pendingSupplier.id }, body: { status: 'verified' } },
      'PATCH /api/admin/support/{id}': { params: { id: supportRequestId }, body: { status: 'resolved' } },
      // Words put in staff's mouth, to a shopper's chat.
      'POST /api/admin/chats/{id}/messages': { params: { id: chatId }, body: { text: 'Pay the courier in cash at the gate.' } },
      'POST /api/chat': { body: { message: 'Planted', email: 'victim@example.com' } },
      'POST /api/chat/{id}/messages': { params: { id: chatId }, body: { text: 'Planted' } },
      'PUT /api/admin/pages/{slug}': { params: { slug: 'privacy' }, body: { title: 'Planted', markdown: 'We sell your data.' } },
      'PUT /api/admin/settings': {
        body: { phone: '024 000 0001', whatsapp: '024 000 0001', email: 'eve@example.com', address: 'Planted', businessHours: 'Never', socialLinks: [] },
      },
      'POST /api/auth/login': { body: { email: attacker.email, password: attacker.password } },
      'POST /api/auth/logout': {},
      'POST /api/auth/register': { body: { email: 'planted@example.com', password: 'long-enough-1', firstName: 'Eve', lastName: 'Planted' } },
      // Codes texted to a victim's phone by another site's form (SMS pumping), or a sign-in planted in the victim's browser.
      'POST /api/auth/otp': { body: { phone: '024 123 4567' } },
      'POST /api/auth/otp/verify': { body: { phone: '024 123 4567', code: '123456' } },
      // A number or an e-mail of another site's choosing added to the victim's account.
      'POST /api/account/phone': { body: { phone: '024 123 4567' } },
      'POST /api/account/phone/verify': { body: { phone: '024 123 4567', code: '123456' } },
      'POST /api/account/email': { body: { email: 'planted@example.com', password: 'long-enough-1' } },
      'PUT /api/account/name': { body: { firstName: 'Eve', lastName: 'Planted' } },
      'POST /api/cart': { body: { sessionId: 'csrf-cart', productId: product.id, quantity: 1 } },
      'DELETE /api/cart/{itemId}': { params: { itemId: cartItemId } },
      'PATCH /api/cart/{itemId}': { params: { itemId: cartItemId }, body: { quantity: 3 } },
      'PATCH /api/cart/{itemId}/choice': { params: { itemId: cartItemId }, body: { size: 'M', color: 'Red' } },
      'POST /api/orders/confirmations/{token}': { params: { token: 'A'.repeat(43) } },
      'POST /api/orders/{id}/buy-again': { params: { id: order.id }, body: { sessionId: 'csrf-cart' } },
      'POST /api/orders': { body: checkoutBody('csrf-order', [{ productId: product.id, quantity: 1, price: product.price }]) },
      'POST /api/payments/{orderNumber}/attempts': { params: { orderNumber: order.orderNumber }, body: { method: 'card' } },
      'POST /api/payments/{orderNumber}/check': { params: { orderNumber: order.orderNumber } },
      'POST /api/payments/paystack/webhook': { body: { event: 'charge.success', data: { id: 1, reference: 'planted', amount: 8400, currency: 'GHS' } } },
      'POST /api/whatsapp/webhook': { body: { entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.planted', status: 'failed' }] } }] }] } },
      'POST /api/payments/paypal/webhook': { body: { id: 'WH-planted', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} } },
      'POST /api/test-payments/checkouts/{id}/approve': { params: { id: order.checkoutId } },
      'POST /api/test-payments/checkouts/{id}/decline': { params: { id: order.checkoutId } },
      'POST /api/reviews': { body: { rating: 1, comment: 'Planted by another site', productId: product.id, orderId: order.id } },
      'POST /api/suppliers/login': { body: { email: supplierAccount.email, password: supplierAccount.password } },
      'POST /api/suppliers/logout': {},
      'POST /api/suppliers/photos': {},
      'POST /api/suppliers/products': { body: { supplierProductName: 'Planted', costPrice: 1, minimumQuantity: 1, availableStock: 1 } },
      // The supplier's earnings sent to another site's wallet.
      'PUT /api/suppliers/payout-account': { body: { type: 'mobile_money', bankCode: 'MTN', accountNumber: '0241234567' } },
      'DELETE /api/suppliers/products/{id}': { params: { id: supplierProductId } },
      'PUT /api/suppliers/products/{id}': { params: { id: supplierProductId }, body: { supplierProductName: 'Renamed', costPrice: 1, minimumQuantity: 1, availableStock: 1 } },
      'POST /api/suppliers/register': { body: supplierApplication(selfie) },
      'POST /api/suppliers/register/password-check': { body: { email: 'planted@example.com', password: 'long-enough-1' } },
      'POST /api/support': { body: { firstName: 'Eve', lastName: 'Planted', email: 'eve@example.com', subject: 'General Inquiry', message: 'Planted' } },
      // A product planted in (or taken from) the victim's saved items; a stranger's phone signed up for a text.
      'PUT /api/account/saved-items/{productId}': { params: { productId: product.id } },
      // An address of another site's choosing where the victim's next order goes, or theirs changed or gone.
      'POST /api/account/addresses': { body: { address: '1 Planted Street', city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: 'planted' } },
      'PUT /api/account/addresses/{id}': { params: { id: addressId }, body: { address: '1 Planted Street', city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: 'planted' } },
      'DELETE /api/account/addresses/{id}': { params: { id: addressId } },
      'PUT /api/account/addresses/{id}/default': { params: { id: addressId } },
      'DELETE /api/account/saved-items/{productId}': { params: { productId: product.id } },
      'POST /api/account/saved-items/merge': { body: { productIds: [product.id] } },
      'PUT /api/cart/{sessionId}/reminder': { params: { sessionId: 'cart-of-nobody' }, body: { phone: '024 123 4567', consent: true } },
      'DELETE /api/cart/{sessionId}/reminder': { params: { sessionId: 'cart-of-nobody' } },
      'POST /api/cart-reminders/{token}/restore': { params: { token: 'x'.repeat(43) }, body: { sessionId: 'cart-of-nobody' } },
      'POST /api/cart-reminders/{token}/stop': { params: { token: 'x'.repeat(43) } },
      'POST /api/back-in-stock': { body: { productId: product.id, variantId: product.id, phone: '024 123 4567', consent: true } },
      'DELETE /api/back-in-stock/{id}': { params: { id: SOME_ID } },
      // A return started in the victim's name (a signed-in customer's own order needs no contact), or moved along in the console.
      'POST /api/returns': { body: { orderNumber: order.orderNumber, reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }] } },
      'POST /api/returns/quote': { body: { orderNumber: order.orderNumber, reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }] } },
      'POST /api/admin/returns/{id}/approve': { params: { id: SOME_ID }, body: { message: 'Planted' } },
      'POST /api/admin/returns/{id}/refuse': { params: { id: SOME_ID }, body: { message: 'Planted refusal' } },
      'POST /api/admin/returns/{id}/receive': { params: { id: SOME_ID } },
      'POST /api/admin/returns/{id}/inspect': { params: { id: SOME_ID }, body: { lines: [{ orderItemId: '0', resellable: true }] } },
      'POST /api/admin/returns/{id}/refund': { params: { id: SOME_ID } },
      'POST /api/admin/returns/{id}/refund-paid': { params: { id: SOME_ID } },
      // A read sent as POST (a basket is too long for a query); refused cross-site like every write.
      'POST /api/promotions/quote': { body: { items: [{ productId: product.id, quantity: 1 }], code: 'PLANTED' } },
    };
    const call = calls[operation.key];
    if (!call) throw new Error(`${operation.key} has no call in this spec: say what an attack on it would try`);
    return call;
  }

  function request(browser: Agent, operation: Operation, call: Call): Test {
    const method = operation.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    return browser[method](fillPath(operation.path, call.params ?? {}));
  }

  /** What another site can make a signed-in browser send, and what each must get. */
  const ATTACKS: { name: string; status: number; send: (test: Test, call: Call) => Test }[] = [
    {
      name: 'an auto-submitted form (urlencoded, cross-site)',
      status: 403,
      send: (test, call) => test.set({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' }).send(formEncoded(call.body)),
    },
    {
      name: 'a text/plain form carrying JSON (cross-site)',
      status: 403,
      send: (test, call) => test.set({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' }).send(JSON.stringify(call.body ?? {})),
    },
    {
      name: 'a JSON request with a foreign Origin',
      status: 403,
      send: (test, call) => test.set({ Origin: EVIL, 'Content-Type': 'application/json' }).send(JSON.stringify(call.body ?? {})),
    },
    {
      name: 'a sandboxed page (Origin: null)',
      status: 403,
      send: (test, call) => test.set({ Origin: 'null', 'Content-Type': 'application/json' }).send(JSON.stringify(call.body ?? {})),
    },
    {
      name: 'a form without Origin, from another site by Fetch Metadata',
      status: 403,
      send: (test, call) => test.set({ 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' }).send(formEncoded(call.body)),
    },
    {
      name: 'a body-less write from another site',
      status: 403,
      send: (test) => test.set({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' }),
    },
    {
      name: 'a urlencoded form from the shop itself',
      status: 415,
      send: (test, call) => test.set({ Origin: `http://${host}`, 'Content-Type': 'application/x-www-form-urlencoded' }).send(formEncoded(call.body)),
    },
    {
      name: 'a multipart form with no Origin (a script or an old browser)',
      status: 415,
      send: (test, call) => test.set({ 'Content-Type': 'multipart/form-data; boundary=x' }).send(`--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n${JSON.stringify(call.body ?? {})}\r\n--x--\r\n`),
    },
  ];

  beforeAll(async () => {
    shop = await createTestApp();
    stopScheduledJobs(shop);
    host = await listen(shop);
    selfie = await selfieDataUrl();
    const adminAccount = await createUser(shop, 'admin');
    customerAccount = await createUser(shop, 'customer');
    attacker = await createUser(shop, 'customer');
    admin = await signIn(shop, adminAccount);
    customer = await signIn(shop, customerAccount);
    const riderAccount = await createUser(shop, 'rider');
    riderId = riderAccount.id;
    rider = await signIn(shop, riderAccount);
    supplierAccount = await createSupplier(shop, admin, selfie, 'approved');
    pendingSupplier = await createSupplier(shop, admin, selfie, 'pending');
    supplier = await signIn(shop, supplierAccount);
    product = await insertProduct(shop.dataSource, { price: '80.00', stock: 1000, sizes: [], colors: [] });
    cartItemId = (await customer.post('/api/cart').send({ sessionId: 'csrf-cart', productId: product.id, quantity: 1 }).expect(201)).body.id;
    const placed = await customer.post('/api/orders').send(checkoutBody('csrf-first-order', [{ productId: product.id, quantity: 1, price: '80.00' }])).expect(201);
    order = { id: placed.body.id, orderNumber: placed.body.orderNumber, checkoutId: String(placed.body.payment.redirectUrl).split('/test-payment/')[1] };
    supplierProductId = (await supplier.post('/api/suppliers/products').send({ supplierProductName: 'Smock', costPrice: 10, minimumQuantity: 1, availableStock: 5 }).expect(201)).body.id;
    // On sale, then repriced by more than 20%: a cost change staff have yet to review.
    const stole = { supplierProductName: 'Kente stole', costPrice: 100, minimumQuantity: 1, availableStock: 5 };
    repricedSupplierProductId = (await supplier.post('/api/suppliers/products').send(stole).expect(201)).body.id;
    await admin.post(`/api/admin/supplier-products/${repricedSupplierProductId}/publish`).send({ category: 'traditional' }).expect(201);
    await supplier.put(`/api/suppliers/products/${repricedSupplierProductId}`).send({ ...stole, costPrice: 0.01 }).expect(200);
    const [dead]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO outbox_messages ("dedupKey", kind, channel, audience, recipient, text, status, attempts, "lastError")
       VALUES ('csrf:dead', 'order-placed', 'sms', 'shopper', '+233241234567', 'Hello', 'dead', 8, 'Provider refused') RETURNING id`,
    );
    deadMessageId = dead.id;
    const [webhook]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO webhook_subscriptions (url, "eventTypes", secret) VALUES ('https://books.example.com/hooks', '{order.placed}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') RETURNING id`,
    );
    webhookId = webhook.id;
    const [apiKey]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO api_keys (name, prefix, "secretHash", scopes, "createdById") SELECT 'Accounting', 'sk_live_abcd', repeat('a', 64), '{orders:read}', id FROM users WHERE role = 'admin' LIMIT 1 RETURNING id`,
    );
    apiKeyId = apiKey.id;
    await shop.dataSource.query(`INSERT INTO webhook_events (id, type, version, data) VALUES ('evt_crosssite', 'order.placed', 1, '{}')`);
    const [delivery]: { id: string }[] = await shop.dataSource.query(
      `INSERT INTO webhook_deliveries ("subscriptionId", "eventId", status, attempts) VALUES ($1, 'evt_crosssite', 'delivered', 1) RETURNING id`,
      [webhookId],
    );
    deliveredWebhookDeliveryId = delivery.id;
    chatId = (await shop.agent().post('/api/chat').send({ message: 'Do you ship to Tamale?' }).expect(201)).body.id;
    addressId = (await customer.post('/api/account/addresses').send({ address: '7 Ring Road', city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: 'near the footbridge' }).expect(201)).body.id;
    supportRequestId = (await shop.agent().post('/api/support').send(callFor(operations.find((o) => o.key === 'POST /api/support')!).body!).expect(201)).body.id;
  });
  afterAll(() => shop?.close());

  it('covers every write in openapi/openapi.json', () => {
    expect(operations.length).toBeGreaterThanOrEqual(23);
    for (const operation of operations) expect(() => callFor(operation)).not.toThrow();
  });

  it.each(loadOperations().filter((operation) => WRITES.has(operation.method)).map((operation) => operation.key))(
    '%s refuses every cross-site or non-JSON request of a signed-in browser, and nothing changes',
    async (key) => {
      const operation = operations.find((candidate) => candidate.key === key)!;
      const call = callFor(operation);
      const browser = victimFor(operation);
      // A provider's webhook is exempt (ADR 011): no browser can sign it, so each attempt is refused by its signature check.
      const exempt = CROSS_SITE_ROUTES.some((route) => route.test(operation.path));
      const problems: string[] = [];
      for (const attack of ATTACKS) {
        const status = exempt ? 401 : attack.status;
        const before = await stateOf(shop);
        const response: Response = await attack.send(request(browser, operation, call), call);
        const after = await stateOf(shop);
        if (response.status !== status) problems.push(`${attack.name}: ${response.status} ${JSON.stringify(response.body)}`);
        else expect(response.body).toEqual({ statusCode: status, error: { 401: 'Unauthorized', 403: 'Forbidden', 415: 'Unsupported Media Type' }[status], message: expect.any(String), requestId: expect.any(String) });
        if (response.headers['set-cookie']) problems.push(`${attack.name}: set cookies ${response.headers['set-cookie']}`);
        if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${attack.name}: changed ${JSON.stringify({ before: before.counts, after: after.counts })}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it("lets the shop's own pages write: Origin equal to the request's host, or Fetch Metadata saying same-origin", async () => {
    const own = { Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' };
    const browser = shop.agent();
    await browser.post('/api/auth/login').set(own).send({ email: customerAccount.email, password: customerAccount.password }).expect(200);
    await browser.post('/api/cart').set(own).set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ sessionId: 'own-cart', productId: product.id, quantity: 1 })).expect(201);
    const line = (await browser.get('/api/cart/own-cart').expect(200)).body[0];
    await browser.patch(`/api/cart/${line.id}`).set({ 'Sec-Fetch-Site': 'same-origin' }).send({ quantity: 2 }).expect(200);
    await browser.delete(`/api/cart/${line.id}`).set(own).expect(204);
    await browser.post('/api/auth/logout').set(own).expect(204);
    await browser.get('/api/auth/user').expect(401);
    // An https page on the same host (TLS ended by a proxy the app does not know of).
    await shop.agent().post('/api/suppliers/login').set('Origin', `https://${host}`).send({ email: supplierAccount.email, password: supplierAccount.password }).expect(200);
    // Servers, scripts and tests send neither header.
    await shop.agent().post('/api/support').send(callFor(operations.find((o) => o.key === 'POST /api/support')!).body!).expect(201);
  });

  it('stops login CSRF end to end: the visitor stays signed out and the next checkout is not filed under the attacker', async () => {
    const visitor = shop.agent();
    // The attacker's page posts its own credentials from the visitor's browser.
    const forgeries: [string, Account, string][] = [
      ['/api/auth/login', attacker, '/api/auth/user'],
      ['/api/suppliers/login', supplierAccount, '/api/suppliers/profile'],
    ];
    for (const [path, account, whoAmI] of forgeries) {
      const forged = await visitor
        .post(path)
        .set({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' })
        .send(formEncoded({ email: account.email, password: account.password }));
      expect({ path, status: forged.status }).toEqual({ path, status: 403 });
      await visitor.get(whoAmI).expect(401);
    }

    const checkout = await visitor.post('/api/orders').send(checkoutBody('visitor-cart', [{ productId: product.id, quantity: 1, price: product.price }])).expect(201);
    expect(checkout.body.userId).toBeNull();
    const filed = await shop.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE "userId" = $1`, [attacker.id]);
    expect(filed[0].count).toBe(0);
    // The same form from no other site is still refused as a form: only JSON signs in.
    await visitor.post('/api/auth/login').type('form').send(formEncoded({ email: attacker.email, password: attacker.password })).expect(415);
    await visitor.get('/api/auth/user').expect(401);
  });

  it('refuses a cross-site write whatever the case of its path, and routes only the path as spelt in the API', async () => {
    for (const path of [`/API/payments/${order.orderNumber}/check`, '/Api/auth/login', '/api/CART']) {
      const before = await stateOf(shop);
      const response = await customer.post(path).set({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' }).send({});
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await stateOf(shop)).toEqual(before);
    }
    // From the shop's own page, a path spelt otherwise is no route at all (it was a 500: no session stood behind it).
    const own = await shop.agent().post('/Api/auth/login').set('Origin', `http://${host}`).send({ email: customerAccount.email, password: customerAccount.password });
    expect(own.status).toBe(404);
  });

  it('signs nobody out from a link on another site (GET /api/logout), but does from the shop itself', async () => {
    const browser = await signIn(shop, customerAccount);
    const crossSite = await browser.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(302);
    expect(crossSite.headers.location).toBe('/');
    expect(String(crossSite.headers['set-cookie'] ?? '')).not.toMatch(/shop\.sid=;/);
    expect((await browser.get('/api/auth/user').expect(200)).body.email).toBe(customerAccount.email);
    await browser.get('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(302);
    await browser.get('/api/auth/user').expect(401);
  });
});

describe('writes when PUBLIC_URL and ALLOWED_ORIGINS name the shop', () => {
  let shop: TestApp;
  let account: Account;
  beforeAll(async () => {
    shop = await createTestApp({ publicOrigins: ['https://shop.example.com', 'https://admin.example.com'] });
    stopScheduledJobs(shop);
    account = await createUser(shop, 'customer');
  });
  afterAll(() => shop?.close());

  it('accepts those origins only, not the bare request host', async () => {
    const host = await listen(shop);
    const login = (origin: string) => shop.agent().post('/api/auth/login').set('Origin', origin).send({ email: account.email, password: account.password });
    expect((await login('https://shop.example.com')).status).toBe(200);
    expect((await login('https://admin.example.com')).status).toBe(200);
    const before = await stateOf(shop);
    for (const origin of [`http://${host}`, 'http://shop.example.com', 'https://shop.example.com.evil.example', 'https://shop.example.com:8443']) {
      const refused = await login(origin);
      expect({ origin, status: refused.status, cookies: refused.headers['set-cookie'] }).toEqual({ origin, status: 403, cookies: undefined });
    }
    expect(await stateOf(shop)).toEqual(before);
  });
});
