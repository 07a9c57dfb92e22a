import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, killAllShops, ShopProcess, startShop } from '../test-support/shop-process';
import { emptyTestDatabase } from '../test-support/test-database';
import { ADMIN, checkoutRush, createProduct, expectNoOversell, STOCK } from './checkout-rush';

// Server processes start slowly on a shared, busy machine; a healthy run takes well under a minute.
jest.setTimeout(180_000);

describe('two app instances on one PostgreSQL', () => {
  const database = emptyTestDatabase('two');
  let east: ShopProcess;
  let west: ShopProcess;

  beforeAll(async () => {
    // An empty database: both instances migrate it and create the admin at the same moment.
    await database.create();
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    [east, west] = await Promise.all([startShop(env), startShop(env)]);
  }, 180_000);

  afterAll(async () => {
    await killAllShops();
    await database.drop();
  });

  it('sell exactly the units in stock to concurrent checkouts and answer the rest 409 sold out', async () => {
    const admin = new Browser();
    expect((await admin.request(east.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productId = await createProduct(admin, west);

    expectNoOversell(await checkoutRush([east, west], productId));

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows: [product] } = await client.query('SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1', [productId]);
      expect(product.stock).toBe(0);
      const { rows: [orders] } = await client.query(
        `SELECT count(*)::int AS count, coalesce(sum((line->>'quantity')::int), 0)::int AS units
           FROM orders, jsonb_array_elements(items) AS line WHERE line->>'productId' = $1`,
        [productId],
      );
      expect(orders).toEqual({ count: STOCK, units: STOCK });
      const { rows: [negative] } = await client.query('SELECT count(*)::int AS count FROM product_variants WHERE stock < 0');
      expect(negative.count).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('honour a session made on the other instance, for an admin and for a customer', async () => {
    const admin = new Browser();
    expect((await admin.request(west.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const adminOnEast = await admin.request(east.baseUrl, 'GET', '/api/auth/user');
    expect(adminOnEast).toMatchObject({ status: 200, body: { email: ADMIN.email, role: 'admin' } });
    expect((await admin.request(east.baseUrl, 'GET', '/api/admin/stats')).status).toBe(200);

    const customer = new Browser();
    const registered = await customer.request(east.baseUrl, 'POST', '/api/auth/register', { email: 'yaa@example.com', password: 'yaa-passphrase', firstName: 'Yaa', lastName: 'Asantewaa' });
    expect(registered.status).toBe(201);
    expect(await customer.request(west.baseUrl, 'GET', '/api/auth/user')).toMatchObject({ status: 200, body: { email: 'yaa@example.com', role: 'customer' } });
    expect((await customer.request(west.baseUrl, 'GET', '/api/admin/stats')).status).toBe(403);

    // Signing out on one instance signs out on both.
    expect((await customer.request(west.baseUrl, 'POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await customer.request(east.baseUrl, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('show a product changed on one instance as it now is on the other, in its list and its page (each keeps the catalog in memory)', async () => {
    const admin = new Browser();
    expect((await admin.request(east.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productId = await createProduct(admin, east);
    const visitor = new Browser();
    /** What a visitor sees of the product on `shop`: its page (or its status) and its line in the list (or null). */
    const seen = async (shop: ShopProcess) => {
      const page = await visitor.request(shop.baseUrl, 'GET', `/api/products/${productId}`);
      const list = await visitor.request(shop.baseUrl, 'GET', '/api/products?search=Limited%20Kente&limit=100');
      expect(list.status).toBe(200);
      const line = list.body.find((product: { id: string }) => product.id === productId);
      return {
        page: page.status === 200 ? { price: page.body.price, stock: page.body.stock } : page.status,
        listed: line ? { price: line.price, stock: line.stock } : null,
      };
    };
    /** Notifications travel between instances asynchronously: a moment, never the backstop's minutes. */
    const eventually = async (shop: ShopProcess, expected: Awaited<ReturnType<typeof seen>>) => {
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline && JSON.stringify(await seen(shop)) !== JSON.stringify(expected)) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await seen(shop)).toEqual(expected);
    };
    const both = (price: string, stock: number) => ({ page: { price, stock }, listed: { price, stock } });

    // Both instances hold the product in memory from here on.
    expect(await seen(east)).toEqual(both('150.00', STOCK));
    expect(await seen(west)).toEqual(both('150.00', STOCK));

    // An admin's edit on the west: the west shows it as it answers, the east as soon as it hears.
    expect((await admin.request(west.baseUrl, 'PATCH', `/api/admin/products/${productId}`, { price: '120.00' })).status).toBe(200);
    expect(await seen(west)).toEqual(both('120.00', STOCK));
    await eventually(east, both('120.00', STOCK));

    // Stock taken by an order on the east.
    const order = await new Browser().request(east.baseUrl, 'POST', '/api/orders', checkoutBody(`catalog-two-${randomBytes(4).toString('hex')}`, [{ productId, quantity: 2, price: '120.00' }]));
    expect(order.status).toBe(201);
    expect(await seen(east)).toEqual(both('120.00', STOCK - 2));
    await eventually(west, both('120.00', STOCK - 2));

    // Taken off sale on the west: gone from both lists and pages.
    expect((await admin.request(west.baseUrl, 'PATCH', `/api/admin/products/${productId}`, { isActive: false })).status).toBe(200);
    expect(await seen(west)).toEqual({ page: 404, listed: null });
    await eventually(east, { page: 404, listed: null });
  });

  it("show a cart changed on one instance as it now is on the other (each keeps carts in memory)", async () => {
    const admin = new Browser();
    expect((await admin.request(east.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const productId = await createProduct(admin, east);
    const shopper = new Browser();
    const cartId = `cart-two-${randomBytes(4).toString('hex')}`;
    const lines = async (shop: ShopProcess) => {
      const response = await shopper.request(shop.baseUrl, 'GET', `/api/cart/${cartId}`);
      expect(response.status).toBe(200);
      return response.body.map((line: { quantity: number }) => line.quantity);
    };
    /** Notifications travel between instances asynchronously: a moment, never the cache's minutes. */
    const eventually = async (shop: ShopProcess, expected: number[]) => {
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline && JSON.stringify(await lines(shop)) !== JSON.stringify(expected)) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await lines(shop)).toEqual(expected);
    };

    const added = await shopper.request(east.baseUrl, 'POST', '/api/cart', { sessionId: cartId, productId, quantity: 1 });
    expect(added.status).toBe(201);
    expect(await lines(east)).toEqual([1]);
    await eventually(west, [1]);

    expect((await shopper.request(east.baseUrl, 'PATCH', `/api/cart/${added.body.id}`, { quantity: 3 })).status).toBe(200);
    expect(await lines(east)).toEqual([3]);
    await eventually(west, [3]);
    // Another browser reads it as an unused id, cached or not: empty, never the shopper's lines.
    for (const shop of [east, west]) {
      const stranger = await new Browser().request(shop.baseUrl, 'GET', `/api/cart/${cartId}`);
      expect([stranger.status, stranger.body]).toEqual([200, []]);
    }

    // An order placed on the west empties the cart the east has in memory.
    const order = await shopper.request(west.baseUrl, 'POST', '/api/orders', checkoutBody(cartId, [{ productId, quantity: 3, price: '150.00' }]));
    expect(order.status).toBe(201);
    expect(await lines(west)).toEqual([]);
    await eventually(east, []);
  });
});
