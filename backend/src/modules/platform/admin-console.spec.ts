import { Product } from '../catalog/domain/product.entity';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';
import { SupportRequest } from '../support/domain/support-request.entity';
import type { Agent } from 'supertest';

describe('the admin console API', () => {
  const given = signedInShop('admin', 'customer');

  const id = '00000000-0000-4000-8000-000000000000';
  // Every row has a body slot (null when none): jest treats a missing argument as a done callback.
  const adminRoutes: [string, string, object | null][] = [
    ['get', '/api/admin/orders', null],
    ['patch', `/api/admin/orders/${id}/status`, { status: 'confirmed' }],
    ['get', '/api/admin/support', null],
    ['patch', `/api/admin/support/${id}`, { status: 'resolved' }],
    ['post', '/api/admin/products', { name: 'x', price: '1.00', category: 'modern', stock: 1 }],
    ['patch', `/api/admin/products/${id}`, { stock: 2 }],
    ['delete', `/api/admin/products/${id}`, null],
    ['get', '/api/admin/stats', null],
  ];

  it.each(adminRoutes)('%s %s answers 401 to anonymous callers and 403 to customers, changing nothing', async (method, path, body) => {
    const call = (agent: Agent) => {
      const request = (agent as unknown as Record<string, (path: string) => import('supertest').Test>)[method](path);
      return body ? request.send(body) : request;
    };
    expect((await call(given.shop.agent())).status).toBe(401);
    expect((await call(given.customer)).status).toBe(403);
    expect((await call(given.admin)).status).not.toBe(401);
  });

  it('creates, edits and deletes a product; inactive products are seen by admins only', async () => {
    const created = await given.admin
      .post('/api/admin/products')
      .send({ name: 'Bolga Basket', description: 'Woven in Bolgatanga', price: '95.50', originalPrice: '120.00', category: 'accessories', stock: 7, sizes: [], colors: ['Yellow'], tags: ['basket'], isActive: true, isFeatured: false, images: [] })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Bolga Basket', price: '95.50', originalPrice: '120.00', stock: 7, isActive: true });
    await given.shop.agent().get(`/api/products/${created.body.id}`).expect(200);

    const edited = await given.admin.patch(`/api/admin/products/${created.body.id}`).send({ isActive: false, stock: 3 }).expect(200);
    expect(edited.body).toMatchObject({ isActive: false, stock: 3, price: '95.50' });
    await given.shop.agent().get(`/api/products/${created.body.id}`).expect(404);
    await given.admin.get(`/api/products/${created.body.id}`).expect(200);
    const adminList = await given.admin.get('/api/products?limit=100').expect(200);
    expect(adminList.body.map((product: Product) => product.id)).toContain(created.body.id);
    const publicList = await given.shop.agent().get('/api/products?limit=100').expect(200);
    expect(publicList.body.map((product: Product) => product.id)).not.toContain(created.body.id);

    await given.admin.delete(`/api/admin/products/${created.body.id}`).expect(204);
    await given.admin.get(`/api/products/${created.body.id}`).expect(404);
    await given.admin.delete(`/api/admin/products/${created.body.id}`).expect(404);
  });

  it.each([
    [{ name: '', price: '-1', category: 'shoes', stock: 1.5 }, ['name', 'price', 'category', 'stock']],
    [{ name: 'x', price: '10.001', category: 'modern', stock: -1 }, ['price', 'stock']],
    [{ name: 'x', price: '10.00', category: 'modern', stock: 1, sizes: ['XXXL'], colors: ['Teal'] }, ['sizes', 'colors']],
    [{ name: 'x', price: '10.00', category: 'children', stock: 1, originalPrice: '5.00' }, ['originalPrice']],
    [{ name: 'x', price: '10.00', category: 'modern', stock: 1, images: ['https://elsewhere.example/x.png'] }, ['images']],
    [{ name: ' \t\n ', price: '10.00', category: 'modern', stock: 1 }, ['name']],
  ])('refuses the product %j with 400 naming %j', async (body, fields) => {
    const before = await given.shop.dataSource.getRepository(Product).count();
    const response = await given.admin.post('/api/admin/products').send(body).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([...fields].sort());
    expect(await given.shop.dataSource.getRepository(Product).count()).toBe(before);
  });

  it('refuses an edit that blanks the name with white space, keeping the product as it was', async () => {
    const product = await insertProduct(given.shop.dataSource, { name: 'Kente Stole' });
    const response = await given.admin.patch(`/api/admin/products/${product.id}`).send({ name: '    ' }).expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['name']);
    expect((await given.shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).name).toBe('Kente Stole');
  });

  it('stores product text trimmed, and a blank subcategory as none', async () => {
    const created = await given.admin
      .post('/api/admin/products')
      .send({ name: '  Bolga Basket ', description: ' Woven in Bolgatanga\n', subcategory: '   ', price: '95.50', category: 'accessories', stock: 7 })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Bolga Basket', description: 'Woven in Bolgatanga', subcategory: null });
  });

  it('moves an order through every stage with its timestamp, a tracking number once shipped, and the tracking page follows', async () => {
    const product = await insertProduct(given.shop.dataSource, { price: '100.00', stock: 5 });
    const placed = await given.shop.agent().post('/api/orders').send(checkoutBody('admin-flow', [{ productId: product.id, quantity: 2, price: '100.00' }])).expect(201);
    for (const status of ['confirmed', 'processing', 'shipped', 'out-for-delivery', 'delivered']) {
      const body = status === 'shipped' ? { status, trackingNumber: 'GHP-123456' } : { status };
      const changed = await given.admin.patch(`/api/admin/orders/${placed.body.id}/status`).send(body).expect(200);
      expect(changed.body.orderStatus).toBe(status);
    }
    const tracked = await given.shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200);
    expect(tracked.body).toMatchObject({ orderStatus: 'delivered', trackingNumber: 'GHP-123456' });
    for (const stamp of ['orderedAt', 'confirmedAt', 'processingAt', 'shippedAt', 'outForDeliveryAt', 'deliveredAt']) expect(tracked.body[stamp]).toBeTruthy();
    const listed = await given.admin.get('/api/admin/orders').expect(200);
    expect(listed.body[0]).toMatchObject({ orderNumber: placed.body.orderNumber, email: 'ama.mensah@example.com' });
  });

  it('puts the units back in stock when an order is cancelled, and takes them again if it is reopened', async () => {
    const product = await insertProduct(given.shop.dataSource, { price: '50.00', stock: 3 });
    const placed = await given.shop.agent().post('/api/orders').send(checkoutBody('cancel-flow', [{ productId: product.id, quantity: 2, price: '50.00' }])).expect(201);
    const stock = async () => (await given.shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock;
    expect(await stock()).toBe(1);
    await given.admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await stock()).toBe(3);
    await given.admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await stock()).toBe(3);
    await given.admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'confirmed' }).expect(200);
    expect(await stock()).toBe(1);
    const refused = await given.admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'lost' }).expect(400);
    expect(refused.body.fields).toHaveProperty('status');
  });

  it('lists support requests and resolves one', async () => {
    await given.shop.agent().post('/api/support').send({ firstName: 'Kofi', lastName: 'B', email: 'kofi@example.com', subject: 'Order Issue', message: 'My parcel has not arrived yet.' }).expect(201);
    const list = await given.admin.get('/api/admin/support').expect(200);
    const request = list.body.find((entry: SupportRequest) => entry.email === 'kofi@example.com');
    const updated = await given.admin.patch(`/api/admin/support/${request.id}`).send({ status: 'resolved' }).expect(200);
    expect(updated.body).toMatchObject({ status: 'resolved', assignedTo: expect.stringMatching(/^admin\d+@example\.com$/) });
    await given.admin.patch(`/api/admin/support/${request.id}`).send({ status: 'archived' }).expect(400);
  });

  it('counts products, low stock, orders, pending orders and the revenue of paid orders in the stats', async () => {
    await given.shop.dataSource.query(`UPDATE orders SET "paymentStatus" = 'paid' WHERE id IN (SELECT id FROM orders ORDER BY "createdAt" LIMIT 1)`);
    const stats = await given.admin.get('/api/admin/stats').expect(200);
    const [row] = await given.shop.dataSource.query(
      `SELECT coalesce(sum(total) FILTER (WHERE "paymentStatus" = 'paid'), 0)::numeric(12,2)::text AS revenue,
              count(*) FILTER (WHERE "paymentStatus" <> 'paid')::int AS unpaid, count(*)::int AS orders FROM orders`,
    );
    expect(row.unpaid).toBeGreaterThan(0);
    expect(Number(row.revenue)).toBeGreaterThan(0);
    expect(stats.body).toMatchObject({ totalOrders: row.orders, revenue: row.revenue });
    expect(stats.body.totalProducts).toBe(await given.shop.dataSource.getRepository(Product).count());
    expect(stats.body.lowStock).toBeGreaterThanOrEqual(1);
  });
});
