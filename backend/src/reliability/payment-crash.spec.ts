import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakePaystack, startFakePaystack } from '../test-support/fake-paystack';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, killAllShops, sleep, startShop } from '../test-support/shop-process';
import { cloneTestDatabase } from '../test-support/test-database';

// Two server starts (a fresh embedded database migrates on the first) on a shared, busy machine.
jest.setTimeout(240_000);

const ADMIN = { email: 'owner@example.com', password: 'owner-passphrase' };
const pgUrl = process.env.TEST_DATABASE_URL;
const engine = pgUrl ? 'PostgreSQL' : 'the embedded PGlite';

describe(`a server killed with SIGKILL while it settles a payment, on ${engine}`, () => {
  let fake: FakePaystack;
  let storage: { env: Record<string, string>; remove: () => Promise<void> };

  beforeAll(async () => {
    fake = await startFakePaystack();
    if (pgUrl) {
      const database = await cloneTestDatabase(pgUrl);
      storage = { env: { DATABASE_URL: database.url }, remove: database.drop };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-pay-crash-'));
      storage = { env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
    }
  });
  afterAll(async () => {
    await killAllShops();
    await fake?.close();
    await storage?.remove();
  });

  it('loses nothing: the stored webhook is settled once after the restart', async () => {
    const env = { ...storage.env, ...fake.env(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_RECONCILE_SECONDS: '1' };
    const first = await startShop(env);
    const admin = new Browser();
    expect((await admin.request(first.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const product = await admin.request(first.baseUrl, 'POST', '/api/admin/products', { name: 'Kente Cloth', price: '10.00', category: 'accessories', stock: 10, sizes: [], colors: [], images: [] });
    expect(product.status).toBe(201);
    const placed = await new Browser().request(first.baseUrl, 'POST', '/api/orders', checkoutBody('crash-pay', [{ productId: product.body.id, quantity: 1, price: '10.00' }]));
    expect(placed.status).toBe(201);
    const reference: string = placed.body.payment.reference;

    fake.behaviour.sendWebhooks = false;
    await fake.approve(reference);
    // Paystack answers verify slowly: the webhook is stored and answered, its settlement is still asking when the kill lands.
    fake.behaviour.delayMs = 3_000;
    fake.behaviour.sendWebhooks = true;
    expect(await fake.replay(reference, 1, [`${first.baseUrl}/api/payments/paystack/webhook`])).toEqual([200]);
    await sleep(300);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    fake.behaviour.delayMs = 0;
    const second = await startShop(env);
    expect((await admin.request(second.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const deadline = Date.now() + 60_000;
    let tracked = await new Browser().request(second.baseUrl, 'GET', `/api/orders/track/${placed.body.orderNumber}`);
    while (tracked.body.paymentStatus !== 'paid' && Date.now() < deadline) {
      await sleep(250);
      tracked = await new Browser().request(second.baseUrl, 'GET', `/api/orders/track/${placed.body.orderNumber}`);
    }
    expect(tracked.body).toMatchObject({ paymentStatus: 'paid', payment: { reference, status: 'paid' } });
    // A few more reconciliation runs (every second) change nothing.
    await sleep(3_000);
    const history = await admin.request(second.baseUrl, 'GET', `/api/admin/orders/${placed.body.id}/payments`);
    expect(history.status).toBe(200);
    const kinds: string[] = history.body.entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(['attempt-started', 'webhook-received', 'paid']);
    await second.stop();
  });
});
