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

/**
 * CARTS shoppers, each buying one unit, sent all at once and spread over the given instances. A
 * request that gets no answer (a timeout, a reset) is kept as status 0 with its error, so one lost
 * shopper is reported with the others rather than rejecting the whole rush.
 */
export async function checkoutRush(shops: ShopProcess[], productId: string) {
  return Promise.all(
    Array.from({ length: CARTS }, (_, index) =>
      new Browser()
        .request(
          shops[index % shops.length].baseUrl,
          'POST',
          '/api/orders',
          checkoutBody(`rush-${index}`, [{ productId, quantity: 1, price: '150.00' }]),
          { 'idempotency-key': `rush-key-${index}-${randomBytes(4).toString('hex')}` },
          45_000,
        )
        .catch((error: Error) => ({ status: 0, body: `no answer: ${error.message}`, ms: 0 })),
    ),
  );
}

const isSoldOut = ({ status, body }: { status: number; body: any }) =>
  status === 409 && body?.statusCode === 409 && body?.error === 'Conflict' && body?.message === 'Limited Kente Stole is sold out';

/** STOCK orders and a "sold out" for every other shopper; a failure shows every other answer whole. */
export function expectNoOversell(responses: { status: number; body: any }[]) {
  const unexpected = responses.filter((response) => response.status !== 201 && !isSoldOut(response)).map(({ status, body }) => `${status} ${JSON.stringify(body)}`);
  expect({
    placed: responses.filter((response) => response.status === 201).length,
    soldOut: responses.filter(isSoldOut).length,
    unexpected,
  }).toEqual({ placed: STOCK, soldOut: CARTS - STOCK, unexpected: [] });
}
