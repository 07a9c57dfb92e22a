import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { OrderingService } from './ordering.service';

/** Unpaid orders hold their units: one client, e-mail or phone holds at most 30 units and ₵10,000 at once (issue 39). */
describe('what unpaid orders may hold', () => {
  let shop: TestApp;
  let shopper = 0;

  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true, trustProxy: 1 });
  });
  afterAll(() => shop.close());

  /** A shopper of their own: address, e-mail and phone no other test shares. */
  function aShopper() {
    shopper += 1;
    return { ip: `198.51.100.${shopper}`, email: `shopper${shopper}@example.com`, phone: `+233 24 000 ${String(shopper).padStart(4, '0')}` };
  }

  function placeOrder(from: { ip: string; email: string; phone: string }, productId: string, quantity: number, price: string) {
    const body = { ...checkoutBody(`holds-${Math.random().toString(36).slice(2)}`, [{ productId, quantity, price }]), email: from.email, phone: from.phone };
    return shop.agent().post('/api/orders').set('X-Forwarded-For', from.ip).send(body);
  }

  async function stockOf(productId: string): Promise<number> {
    const [row]: { stock: number }[] = await shop.dataSource.query('SELECT coalesce(sum(stock), 0)::int AS stock FROM product_variants WHERE "productId" = $1', [productId]);
    return Number(row.stock);
  }

  it('refuses a 31st unit to a client holding 30 unpaid, saying to pay first or call the shop, and takes nothing', async () => {
    const product = await insertProduct(shop.dataSource, { price: '10.00', stock: 100, sizes: [] });
    const hoarder = aShopper();
    await placeOrder(hoarder, product.id, 30, '10.00').expect(201);

    const refused = await placeOrder({ ...aShopper(), ip: hoarder.ip }, product.id, 1, '10.00');

    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Unpaid orders can hold at most 30 items or ₵10,000\.00 at once\. Please pay for the orders you have already placed first, or call the shop on \+?[\d ]+ to order more\.$/);
    expect(await stockOf(product.id)).toBe(70);
  });

  it('counts the money too: a second order past ₵10,000 unpaid is refused', async () => {
    const product = await insertProduct(shop.dataSource, { price: '4000.00', stock: 10, sizes: [] });
    const client = aShopper();
    await placeOrder(client, product.id, 2, '4000.00').expect(201);
    await placeOrder(client, product.id, 1, '4000.00').expect(429);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('counts one e-mail and one phone from any address', async () => {
    const product = await insertProduct(shop.dataSource, { price: '10.00', stock: 100, sizes: [] });
    const hoarder = aShopper();
    await placeOrder(hoarder, product.id, 25, '10.00').expect(201);
    await placeOrder({ ...aShopper(), email: hoarder.email.toUpperCase() }, product.id, 6, '10.00').expect(429);
    await placeOrder({ ...aShopper(), phone: hoarder.phone.replace('+233 ', '0') }, product.id, 6, '10.00').expect(429);
    await placeOrder(aShopper(), product.id, 6, '10.00').expect(201);
  });

  it('frees the allowance once an order is paid, or its hold expires', async () => {
    const product = await insertProduct(shop.dataSource, { price: '10.00', stock: 100, sizes: [] });
    const client = aShopper();
    const placed = (await placeOrder(client, product.id, 30, '10.00').expect(201)).body as { orderNumber: string; payment: { redirectUrl: string } };
    await placeOrder(client, product.id, 1, '10.00').expect(429);

    const checkout = await shop.agent().get(`/api/test-payments/checkouts/${placed.payment.redirectUrl.split('/').pop()}`).expect(200);
    await shop.agent().post(`/api/test-payments/checkouts/${checkout.body.id}/approve`).expect(200);
    expect((await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).set('X-Forwarded-For', client.ip).expect(200)).body.status).toBe('paid');
    const unpaid = (await placeOrder(client, product.id, 30, '10.00').expect(201)).body as { id: string };
    await placeOrder(client, product.id, 1, '10.00').expect(429);

    // What the hold's end does to the order (expire-unpaid-orders, once the provider has been asked).
    const ordering = shop.app.get(OrderingService);
    expect(await shop.dataSource.transaction((manager) => ordering.expireUnpaid(manager, unpaid.id))).toBe('not-paid');
    await placeOrder(client, product.id, 30, '10.00').expect(201);
  });
});
