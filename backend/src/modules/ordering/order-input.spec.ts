import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Product } from '../catalog/domain/product.entity';
import { Order } from './domain/order.entity';

describe('what an order may hold', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const orderCount = () => shop.dataSource.getRepository(Order).count();
  const stockOf = async (product: Product) => (await shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock;

  it('refuses an order whose total is past what one order can hold with 400 naming the total, taking no stock', async () => {
    const robe = await insertProduct(shop.dataSource, { name: 'Royal Kente Robe', price: '2500.00', stock: 100_000 });
    const lines = Array.from({ length: 50 }, () => ({ productId: robe.id, quantity: 999, price: '2500.00' }));
    const body = { ...checkoutBody('huge-order', lines), subtotal: '99999999.99', tax: '0.00', shipping: '0.00', total: '99999999.99' };
    const before = await orderCount();
    const response = await shop.agent().post('/api/orders').send(body);
    expect({ status: response.status, fields: Object.keys(response.body.fields ?? {}) }).toEqual({ status: 400, fields: ['total'] });
    expect(response.body.fields.total[0]).toContain('₵99,999,999.99');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(robe)).toBe(100_000);
  });

  it('holds 1 to 999 units per line: 1000 answers 400 naming the line quantity', async () => {
    const smock = await insertProduct(shop.dataSource, { price: '1.00', stock: 5000 });
    const response = await shop.agent().post('/api/orders').send(checkoutBody('many-units', [{ productId: smock.id, quantity: 1000, price: '1.00' }]));
    expect({ status: response.status, fields: Object.keys(response.body.fields ?? {}) }).toEqual({ status: 400, fields: ['items.0.quantity'] });
    await shop.agent().post('/api/orders').send(checkoutBody('most-units', [{ productId: smock.id, quantity: 999, price: '1.00' }])).expect(201);
  });

  it.each([
    ['a nested array', [[{ quantity: 1 }]]],
    ['a string', ['line']],
    ['a number', [7]],
    ['null', [null]],
  ])('refuses items holding %s with 400 naming items', async (_kind, items) => {
    const cloth = await insertProduct(shop.dataSource, { price: '10.00', stock: 10 });
    const valid = checkoutBody('odd-items', [{ productId: cloth.id, quantity: 1, price: '10.00' }]);
    const nested = Array.isArray(items[0]) ? [[valid.items[0]]] : items;
    const response = await shop.agent().post('/api/orders').send({ ...valid, items: nested });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain('items');
    expect(await stockOf(cloth)).toBe(10);
  });

  it('never repeats the item name the client sent when a product is unknown', async () => {
    const body = checkoutBody('unknown-product', [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '10.00' }]);
    body.items[0].name = '<b>Call 0800-SCAM to claim your refund</b>';
    const response = await shop.agent().post('/api/orders').send(body).expect(409);
    expect(JSON.stringify(response.body)).not.toContain('SCAM');
    expect(response.body).toMatchObject({ message: 'A product in your order is no longer available', productId: '00000000-0000-4000-8000-000000000000' });
  });

  it('takes any printable ASCII Idempotency-Key of 8 to 255 characters and refuses the rest with 400', async () => {
    const wrap = await insertProduct(shop.dataSource, { price: '20.00', stock: 100 });
    const place = (key: string, session: string) =>
      shop
        .agent()
        .post('/api/orders')
        .set('Idempotency-Key', key)
        .send(checkoutBody(session, [{ productId: wrap.id, quantity: 1, price: '20.00' }]));
    for (const [index, key] of ['checkout.2026-11-24.ama', "' OR 1=1 --", 'abc~!@#$%^&*()', '12345678', 'k'.repeat(255)].entries()) {
      const first = await place(key, `idem-${index}`);
      expect({ key, status: first.status }).toEqual({ key, status: 201 });
      const again = await place(key, `idem-${index}`);
      expect({ key, status: again.status, id: again.body.id }).toEqual({ key, status: 200, id: first.body.id });
    }
    for (const key of ['1234567', 'k'.repeat(256), 'clé-clé-clé', 'tab\there-and-there']) {
      const response = await place(key, 'idem-refused');
      expect({ key, status: response.status, fields: Object.keys(response.body.fields ?? {}) }).toEqual({ key, status: 400, fields: ['Idempotency-Key'] });
    }
    expect(await stockOf(wrap)).toBe(95);
  });

  it('sums revenue past ₵10 billion on the dashboard without failing', async () => {
    const cloth = await insertProduct(shop.dataSource, { price: '10.00', stock: 10 });
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('rich-shop', [{ productId: cloth.id, quantity: 1, price: '10.00' }])).expect(201);
    const orders = shop.dataSource.getRepository(Order);
    const order = await orders.findOneByOrFail({ id: placed.body.id });
    const { id: _id, orderNumber: _number, idempotencyKey: _key, ...copy } = order;
    await orders.update({ id: order.id }, { total: '99999999.99', paymentStatus: 'paid' });
    for (let index = 0; index < 120; index += 1) await orders.insert({ ...copy, orderNumber: `GH-BIG-${index}`, total: '99999999.99', paymentStatus: 'paid' });
    const [{ expected }] = await shop.dataSource.query(`SELECT sum(total)::text AS expected FROM orders WHERE "paymentStatus" = 'paid'`);
    const admin = await signedInBrowser(shop, 'admin');
    const stats = await admin.get('/api/admin/stats').expect(200);
    expect(stats.body.revenue).toBe(expected);
    expect(Number(stats.body.revenue)).toBeGreaterThan(10_000_000_000);
  });
});
