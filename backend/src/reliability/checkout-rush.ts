/** What the app-instance suites share: one product with a few units, and a rush of checkouts for it. */
import { randomBytes } from 'node:crypto';
import { checkoutBody } from '../test-support/fixtures';
import { Browser, ShopProcess } from '../test-support/shop-process';

export const ADMIN = { email: 'owner@example.com', password: 'owner-passphrase' };
export const STOCK = 10;
const CARTS = 40;

/** Puts a product with STOCK units in the catalog through the admin API of `shop`. */
export async function createProduct(admin: Browser, shop: ShopProcess): Promise<string> {
  const created = await admin.request(shop.baseUrl, 'POST', '/api/admin/products', {
    name: 'Limited Kente Stole',
    description: 'Ten made, no more',
    price: '150.00',
    category: 'accessories',
    stock: STOCK,
    sizes: [],
    colors: [],
    images: [],
    isActive: true,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** CARTS shoppers, each buying one unit, sent all at once and spread over the given instances. */
export async function checkoutRush(shops: ShopProcess[], productId: string) {
  return Promise.all(
    Array.from({ length: CARTS }, (_, index) =>
      new Browser().request(
        shops[index % shops.length].baseUrl,
        'POST',
        '/api/orders',
        checkoutBody(`rush-${index}`, [{ productId, quantity: 1, price: '150.00' }]),
        { 'idempotency-key': `rush-key-${index}-${randomBytes(4).toString('hex')}` },
        45_000,
      ),
    ),
  );
}

export function expectNoOversell(responses: { status: number; body: any }[]) {
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
  expect(statuses.filter((status) => status === 409)).toHaveLength(CARTS - STOCK);
  for (const refused of responses.filter((response) => response.status === 409)) {
    expect(refused.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'Limited Kente Stole is sold out' });
  }
}
