import { insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { MAX_LINE_QUANTITY } from '@shop/rules';

describe('units on a cart line', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it(`holds at most ${MAX_LINE_QUANTITY} units whatever the stock: more answers 400 naming quantity, changing nothing`, async () => {
    const bolt = await insertProduct(shop.dataSource, { name: 'Wax Print Bolt', price: '1.00', stock: 50_000 });
    const browser = shop.agent();
    for (const quantity of [1000, 50_000]) {
      const added = await browser.post('/api/cart').send({ sessionId: 'big-cart', productId: bolt.id, quantity });
      expect({ quantity, status: added.status, fields: Object.keys(added.body.fields ?? {}) }).toEqual({ quantity, status: 400, fields: ['quantity'] });
    }
    const line = await browser.post('/api/cart').send({ sessionId: 'big-cart', productId: bolt.id, quantity: 600 }).expect(201);
    const changed = await browser.patch(`/api/cart/${line.body.id}`).send({ quantity: 1000 });
    expect({ status: changed.status, fields: Object.keys(changed.body.fields ?? {}) }).toEqual({ status: 400, fields: ['quantity'] });
    // Adding to a line may not carry it past the bound either.
    const raised = await browser.post('/api/cart').send({ sessionId: 'big-cart', productId: bolt.id, quantity: 400 });
    expect({ status: raised.status, fields: Object.keys(raised.body.fields ?? {}) }).toEqual({ status: 400, fields: ['quantity'] });
    expect((await browser.get('/api/cart/big-cart').expect(200)).body.map((entry: { quantity: number }) => entry.quantity)).toEqual([600]);
    await browser.patch(`/api/cart/${line.body.id}`).send({ quantity: MAX_LINE_QUANTITY }).expect(200);
  });
});
