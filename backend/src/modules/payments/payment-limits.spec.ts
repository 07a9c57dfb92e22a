import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

/** Where a payment sends the shopper back, and how often anyone may start or check one (issue 39). */
describe('payment attempts and checks', () => {
  let shop: TestApp;
  let client = 0;
  /** Behind one proxy: each call from an address of its own, as a script with many would send them. */
  const fromNewAddress = () => `198.51.100.${(client += 1) % 250}`;

  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true, trustProxy: 1 });
  });
  afterAll(() => shop.close());

  async function placeOrder(headers: Record<string, string> = {}) {
    const product = await insertProduct(shop.dataSource, { price: '85.50', stock: 10, sizes: [] });
    const body = checkoutBody(`limits-${Math.random().toString(36).slice(2)}`, [{ productId: product.id, quantity: 1, price: '85.50' }]);
    return (await shop.agent().post('/api/orders').set({ 'X-Forwarded-For': fromNewAddress(), ...headers }).send(body).expect(201)).body as { orderNumber: string; payment: { redirectUrl: string } };
  }

  it('send the shopper back to the shop (http://localhost:PORT without PUBLIC_URL), never to a host the request names', async () => {
    const placed = await placeOrder({ Host: 'evil.example', Origin: 'http://evil.example' });
    expect(placed.payment.redirectUrl).toMatch(/^http:\/\/localhost:3000\/test-payment\/[0-9a-f]+$/);
    const started = await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).set({ Host: 'evil.example', 'X-Forwarded-For': fromNewAddress() }).send({}).expect(201);
    expect(started.body.redirectUrl).toMatch(/^http:\/\/localhost:3000\/test-payment\/[0-9a-f]+$/);
    const page = await shop.agent().get(`/api/test-payments/checkouts/${String(started.body.redirectUrl).split('/').pop()}`).expect(200);
    expect(page.body.orderNumber).toBe(placed.orderNumber);
    const approved = await shop.agent().post(`/api/test-payments/checkouts/${page.body.id}/approve`).expect(200);
    expect(approved.body.returnUrl).toMatch(new RegExp(`^http://localhost:3000/track\\?order=${placed.orderNumber}&`));
  });

  it('are at most 5 new attempts an hour per order, from however many addresses and however the number is typed', async () => {
    const placed = await placeOrder();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await shop.agent().post(`/api/payments/${placed.orderNumber}/attempts`).set('X-Forwarded-For', fromNewAddress()).send({}).expect(201);
    }
    const typedOtherwise = placed.orderNumber.toLowerCase().replace(/-/g, ' ');
    const refused = await shop.agent().post(`/api/payments/${encodeURIComponent(typedOtherwise)}/attempts`).set('X-Forwarded-For', fromNewAddress()).send({}).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Another order is another allowance.
    const other = await placeOrder();
    await shop.agent().post(`/api/payments/${other.orderNumber}/attempts`).set('X-Forwarded-For', fromNewAddress()).send({}).expect(201);
  });

  it('are at most 120 checks an hour per order, from however many addresses', async () => {
    const statuses: number[] = [];
    // Each address within its own allowance (120 in 10 minutes): 40 from each of three.
    for (let check = 0; check < 120; check += 1) {
      statuses.push((await shop.agent().post('/api/payments/GH-0000-0000-0000/check').set('X-Forwarded-For', `203.0.113.${check % 3}`)).status);
    }
    expect(statuses).toEqual(Array(120).fill(404));
    await shop.agent().post('/api/payments/gh-0000-0000-0000/check').set('X-Forwarded-For', '203.0.113.9').expect(429);
    await shop.agent().post('/api/payments/GH-0000-0000-0001/check').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });
});
