import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, killAllShops, ShopProcess, startShop } from '../test-support/shop-process';
import { emptyTestDatabase } from '../test-support/test-database';
import { ADMIN } from './checkout-rush';

// Server processes start slowly on a shared, busy machine; a healthy run takes well under a minute.
jest.setTimeout(180_000);

const ORDERS = 20;
const UNITS_EACH = 3;

describe('what unpaid orders may hold, across two app instances on one PostgreSQL', () => {
  const database = emptyTestDatabase('holds');
  let east: ShopProcess;
  let west: ShopProcess;

  beforeAll(async () => {
    await database.create();
    // Per-client limits on (the hold limit is one of them); one proxy in front, so each order comes from the address it names.
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT: 'on', TRUST_PROXY: '1' };
    east = await startShop(env);
    west = await startShop(env);
  }, 180_000);

  afterAll(async () => {
    await killAllShops();
    await database.drop();
  });

  it('lets concurrent orders of one e-mail, from many addresses and both instances, hold no more than 30 units together', async () => {
    const admin = new Browser();
    expect((await admin.request(east.baseUrl, 'POST', '/api/auth/login', ADMIN)).status).toBe(200);
    const created = await admin.request(west.baseUrl, 'POST', '/api/admin/products', {
      name: 'Wax Print Cloth',
      description: 'Six yards',
      price: '40.00',
      category: 'accessories',
      stock: 100,
      sizes: [],
      colors: [],
      images: [],
      isActive: true,
    });
    expect(created.status).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) =>
        new Browser().request(
          [east, west][index % 2].baseUrl,
          'POST',
          '/api/orders',
          checkoutBody(`hoard-${index}`, [{ productId: created.body.id, quantity: UNITS_EACH, price: '40.00' }]),
          { 'x-forwarded-for': `198.51.100.${index + 1}` },
          45_000,
        ),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30 / UNITS_EACH);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ORDERS - 30 / UNITS_EACH);
    for (const refused of responses.filter((response) => response.status === 429)) expect(refused.body.message).toMatch(/^Unpaid orders can hold at most 30 items/);

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows: [product] } = await client.query('SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1', [created.body.id]);
      expect(product.stock).toBe(70);
    } finally {
      await client.end();
    }
  });
});
