import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, killAllShops, startShop } from '../test-support/shop-process';
import { ADMIN, checkoutRush, createProduct, expectNoOversell, STOCK } from './checkout-rush';

// Server processes start slowly on a shared, busy machine; a healthy run takes well under a minute.
jest.setTimeout(180_000);

// PGlite is one process's database, so "two instances" means one after the other on one DATA_DIR.
describe('app instances on the embedded database, one after the other', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-two-instances-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

  afterAll(async () => {
    await killAllShops();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sell exactly the units in stock to concurrent checkouts, and a session made before a restart still works after it', async () => {
    const first = await startShop(env);
    const admin = new Browser();
    expect((await admin.request(first.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productId = await createProduct(admin, first);

    expectNoOversell(await checkoutRush([first], productId));
    const product = await admin.request(first.baseUrl, 'GET', `/api/products/${productId}`);
    expect(product.body.stock).toBe(0);
    await first.stop();

    const second = await startShop(env);
    expect(await admin.request(second.baseUrl, 'GET', '/api/auth/user')).toMatchObject({ status: 200, body: { email: ADMIN.email, role: 'admin' } });
    const orders = await admin.request(second.baseUrl, 'GET', '/api/admin/orders?limit=100');
    expect(orders.body.filter((order: { items: { productId: string }[] }) => order.items.some((line) => line.productId === productId))).toHaveLength(STOCK);
    await second.stop();
  });
});
