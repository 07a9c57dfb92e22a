import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { FakePaystack, startFakePaystack } from '../test-support/fake-paystack';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, killAllShops, ShopProcess, sleep, startShop } from '../test-support/shop-process';
import { emptyTestDatabase } from '../test-support/test-database';
import { ADMIN, createProduct } from './checkout-rush';

// Server processes start slowly on a shared, busy machine.
jest.setTimeout(180_000);

describe('payments on two app instances sharing one PostgreSQL', () => {
  const database = emptyTestDatabase('pay');
  let fake: FakePaystack;
  let east: ShopProcess;
  let west: ShopProcess;
  let sql: Client;

  beforeAll(async () => {
    fake = await startFakePaystack();
    await database.create();
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_RECONCILE_SECONDS: '2', ...fake.env() };
    [east, west] = await Promise.all([startShop(env), startShop(env)]);
    fake.webhookTarget = `${east.baseUrl}/api/payments/paystack/webhook`;
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await killAllShops();
    await fake?.close();
    await database.drop();
  });

  it('settle a payment once when the same webhook arrives three times at once on both, while both also check it', async () => {
    const admin = new Browser();
    expect((await admin.request(east.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productId = await createProduct(admin, west);
    const placed = await new Browser().request(east.baseUrl, 'POST', '/api/orders', checkoutBody('two-instance-pay', [{ productId, quantity: 1, price: '150.00' }]));
    expect(placed.status).toBe(201);
    const reference: string = placed.body.payment.reference;

    fake.behaviour.sendWebhooks = false;
    await fake.approve(reference);
    fake.behaviour.sendWebhooks = true;
    const hook = (shop: ShopProcess) => `${shop.baseUrl}/api/payments/paystack/webhook`;
    const [statuses, ...checks] = await Promise.all([
      fake.replay(reference, 3, [hook(east), hook(west), hook(west)]),
      new Browser().request(east.baseUrl, 'POST', `/api/payments/${placed.body.orderNumber}/check`),
      new Browser().request(west.baseUrl, 'POST', `/api/payments/${placed.body.orderNumber}/check`),
    ]);
    expect(statuses).toEqual([200, 200, 200]);
    for (const check of checks) expect(check.status).toBe(200);

    const deadline = Date.now() + 30_000;
    const processed = async () => (await sql.query(`SELECT count(*)::int AS n FROM payment_events WHERE reference = $1 AND "processedAt" IS NOT NULL`, [reference])).rows[0].n;
    while ((await processed()) < 1 && Date.now() < deadline) await sleep(100);

    expect((await sql.query(`SELECT count(*)::int AS n FROM payment_events WHERE reference = $1`, [reference])).rows[0].n).toBe(1);
    expect((await sql.query(`SELECT status FROM payments WHERE reference = $1`, [reference])).rows).toEqual([{ status: 'paid' }]);
    expect((await sql.query(`SELECT "paymentStatus" FROM orders WHERE id = $1`, [placed.body.id])).rows).toEqual([{ paymentStatus: 'paid' }]);
    // The winner writes 'paid' in the transaction of its conditional update and emits PaymentReceived after it: exactly one.
    const kinds = (await sql.query(`SELECT kind FROM payment_history WHERE "orderId" = $1 ORDER BY "createdAt"`, [placed.body.id])).rows.map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'paid')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'webhook-received')).toHaveLength(1);
  });

  it('expire a hold once when both instances run the expiry at the same moment', async () => {
    const admin = new Browser();
    expect((await admin.request(west.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productId = await createProduct(admin, west);
    const placed = await new Browser().request(west.baseUrl, 'POST', '/api/orders', checkoutBody('two-instance-expiry', [{ productId, quantity: 2, price: '150.00' }]));
    expect(placed.status).toBe(201);
    const stockBefore = (await sql.query(`SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1`, [productId])).rows[0].stock;
    // As if the hold had run out: the order was placed 31 minutes ago.
    await sql.query(`UPDATE orders SET "createdAt" = now() - interval '31 minutes' WHERE id = $1`, [placed.body.id]);
    // Both instances reconcile every 2 seconds here: wait for the expiry, then for both to have had more turns.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const [order] = (await sql.query(`SELECT "paymentStatus" FROM orders WHERE id = $1`, [placed.body.id])).rows;
      if (order.paymentStatus === 'expired') break;
      await sleep(500);
    }
    await sleep(5_000);
    expect((await sql.query(`SELECT "paymentStatus", "orderStatus" FROM orders WHERE id = $1`, [placed.body.id])).rows).toEqual([{ paymentStatus: 'expired', orderStatus: 'cancelled' }]);
    expect((await sql.query(`SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1`, [productId])).rows[0].stock).toBe(stockBefore + 2);
    const kinds = (await sql.query(`SELECT kind FROM payment_history WHERE "orderId" = $1`, [placed.body.id])).rows.map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'expired')).toHaveLength(1);
  });
});
