import type { Agent } from 'supertest';
import { addCalendarDays as addDays } from '@shop/rules';
import { ghanaDay } from '../../shared/ghana-time';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Product } from '../catalog/domain/product.entity';

/**
 * The Overview's three figures against orders placed here through the real checkout and TEST MODE
 * payments: what counts, on which Ghana day, and what does not.
 */
describe('the admin dashboard figures', () => {
  let shop: TestApp;
  let admin: Agent;
  let customer: Agent;
  let sequence = 0;
  // Ghana today when the orders are placed (Africa/Accra: the figures cut days there).
  let today: string;

  beforeAll(async () => {
    shop = await createTestApp();
    // Listening on loopback: the TEST MODE provider sends its webhook to the shop.
    await shop.app.listen(0, '127.0.0.1');
    admin = await signedInBrowser(shop, 'admin');
    customer = await signedInBrowser(shop, 'customer');
    today = ghanaDay(new Date());
  });
  afterAll(() => shop.close());

  type Line = { product: Product; quantity: number };
  interface Placed {
    id: string;
    total: string;
  }

  /** Places an order through the checkout; `paid` approves it on the TEST MODE provider and settles it. */
  async function place(lines: Line[], { paid }: { paid: boolean }): Promise<Placed> {
    sequence += 1;
    const response = await shop
      .agent()
      .post('/api/orders')
      .send(checkoutBody(`dash-${sequence}`, lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: product.price }))))
      .expect(201);
    if (paid) {
      const checkoutId = String(response.body.payment.redirectUrl).split('/test-payment/')[1];
      await shop.agent().post(`/api/test-payments/checkouts/${checkoutId}/approve`).expect(200);
      expect((await shop.agent().post(`/api/payments/${response.body.orderNumber}/check`).expect(200)).body.status).toBe('paid');
    }
    return { id: response.body.id, total: response.body.total };
  }

  /** Moves an order to a moment of Ghana time ('2026-11-25T23:59:59'); Accra is UTC+0 all year. */
  async function placedAt(order: Placed, ghanaLocalTime: string): Promise<void> {
    await shop.dataSource.query(`UPDATE orders SET "createdAt" = ($2::timestamp AT TIME ZONE 'Africa/Accra') WHERE id = $1`, [order.id, ghanaLocalTime]);
  }

  const cancel = (order: Placed) => admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);

  describe('with orders on several days', () => {
    let kente: Product;
    let smock: Product;
    let beads: Product;
    let bag: Product;
    let scarf: Product;
    let sandals: Product;
    let unsold: Product;
    const expectedRevenue: Record<string, number> = {};

    beforeAll(async () => {
      kente = await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '120.00', stock: 100 });
      smock = await insertProduct(shop.dataSource, { name: 'Batakari Smock', price: '240.00', stock: 100 });
      beads = await insertProduct(shop.dataSource, { name: 'Krobo Beads', price: '35.50', stock: 100 });
      bag = await insertProduct(shop.dataSource, { name: 'Bolga Bag', price: '95.00', stock: 100 });
      scarf = await insertProduct(shop.dataSource, { name: 'Adinkra Scarf', price: '60.00', stock: 100 });
      sandals = await insertProduct(shop.dataSource, { name: 'Ahenema Sandals', price: '80.00', stock: 100 });
      unsold = await insertProduct(shop.dataSource, { name: 'Fugu Cap', price: '45.00', stock: 100 });

      // Today: two paid orders count; an unpaid one is an order without revenue; a paid one
      // staff cancelled counts for nothing.
      const first = await place([{ product: kente, quantity: 3 }, { product: beads, quantity: 2 }], { paid: true });
      const second = await place([{ product: smock, quantity: 1 }], { paid: true });
      const unpaid = await place([{ product: unsold, quantity: 9 }], { paid: false });
      const cancelled = await place([{ product: unsold, quantity: 8 }], { paid: true });
      await cancel(cancelled);
      for (const order of [first, second, unpaid, cancelled]) await placedAt(order, `${today}T00:00:00`);

      // Three days ago, at the last second of that Ghana day: a paid order and a refunded one.
      const earlier = await place([{ product: bag, quantity: 2 }, { product: scarf, quantity: 1 }, { product: sandals, quantity: 1 }], { paid: true });
      const refunded = await place([{ product: unsold, quantity: 7 }], { paid: true });
      await shop.dataSource.query(`UPDATE orders SET "paymentStatus" = 'refunded' WHERE id = $1`, [refunded.id]);
      for (const order of [earlier, refunded]) await placedAt(order, `${addDays(today, -3)}T23:59:59`);

      // The first day of the 30 and the day before it, which is outside.
      const oldest = await place([{ product: beads, quantity: 1 }], { paid: true });
      await placedAt(oldest, `${addDays(today, -29)}T00:00:00`);
      const outside = await place([{ product: unsold, quantity: 20 }], { paid: true });
      await placedAt(outside, `${addDays(today, -30)}T23:59:59`);

      const pesewas = (total: string) => Math.round(Number(total) * 100);
      expectedRevenue[today] = pesewas(first.total) + pesewas(second.total);
      expectedRevenue[addDays(today, -3)] = pesewas(earlier.total);
      expectedRevenue[addDays(today, -29)] = pesewas(oldest.total);
    });

    it('answers every one of the last 30 Ghana days, oldest first, days without orders as zero', async () => {
      const { body } = await admin.get('/api/admin/dashboard/sales').expect(200);
      expect(body.period).toEqual({ from: addDays(today, -29), to: today, timeZone: 'Africa/Accra' });
      expect(body.days.map((day: { date: string }) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => addDays(today, index - 29)));
      const quiet = body.days.filter((day: { date: string }) => ![today, addDays(today, -3), addDays(today, -29)].includes(day.date));
      expect(quiet).toHaveLength(27);
      for (const day of quiet) expect(day).toEqual({ date: day.date, orders: 0, revenue: '0.00' });
    });

    it('counts orders placed and not cancelled, and as revenue only paid orders neither cancelled nor refunded', async () => {
      const { body } = await admin.get('/api/admin/dashboard/sales?days=30').expect(200);
      const on = (date: string) => body.days.find((day: { date: string }) => day.date === date);
      const cedis = (pesewas: number) => (pesewas / 100).toFixed(2);
      // Today: two paid + one unpaid (the cancelled one is not an order any more).
      expect(on(today)).toEqual({ date: today, orders: 3, revenue: cedis(expectedRevenue[today]) });
      // Three days ago: the paid order and the refunded one (placed, not cancelled), the refund earning nothing.
      expect(on(addDays(today, -3))).toEqual({ date: addDays(today, -3), orders: 2, revenue: cedis(expectedRevenue[addDays(today, -3)]) });
      expect(on(addDays(today, -29))).toEqual({ date: addDays(today, -29), orders: 1, revenue: cedis(expectedRevenue[addDays(today, -29)]) });
      expect(body.totalOrders).toBe(6);
      expect(body.totalRevenue).toBe(cedis(Object.values(expectedRevenue).reduce((sum, value) => sum + value, 0)));
      // Today's revenue as a figure a reader can check: 3 x 120 + 2 x 35.50 = 431, tax 21.55, free shipping; 240 + 12 tax + 0.
      expect(on(today).revenue).toBe('704.55');
    });

    it('cuts a shorter period at Ghana midnight: the last second of a day stays on it', async () => {
      const { body } = await admin.get('/api/admin/dashboard/sales?days=3').expect(200);
      expect(body.days.map((day: { date: string }) => day.date)).toEqual([addDays(today, -2), addDays(today, -1), today]);
      expect(body.totalOrders).toBe(3);
      const four = await admin.get('/api/admin/dashboard/sales?days=4').expect(200);
      expect(four.body.days[0]).toMatchObject({ date: addDays(today, -3), orders: 2 });
    });

    it('lists the five best sellers of the period by units, with their item sales, from paid orders that were kept', async () => {
      const { body } = await admin.get('/api/admin/dashboard/best-sellers').expect(200);
      expect(body.period).toEqual({ from: addDays(today, -29), to: today, timeZone: 'Africa/Accra' });
      expect(body.products).toEqual([
        { productId: kente.id, name: 'Kente Stole', image: null, units: 3, revenue: '360.00' },
        { productId: beads.id, name: 'Krobo Beads', image: null, units: 3, revenue: '106.50' },
        { productId: bag.id, name: 'Bolga Bag', image: null, units: 2, revenue: '190.00' },
        { productId: smock.id, name: 'Batakari Smock', image: null, units: 1, revenue: '240.00' },
        { productId: sandals.id, name: 'Ahenema Sandals', image: null, units: 1, revenue: '80.00' },
      ]);
      // Unpaid, cancelled, refunded and out-of-period units (all on the Fugu Cap) never count.
      const all = await admin.get('/api/admin/dashboard/best-sellers?limit=20').expect(200);
      expect(all.body.products.map((product: { name: string }) => product.name)).toEqual([
        'Kente Stole',
        'Krobo Beads',
        'Bolga Bag',
        'Batakari Smock',
        'Ahenema Sandals',
        'Adinkra Scarf',
      ]);
      const lastThree = await admin.get('/api/admin/dashboard/best-sellers?days=3').expect(200);
      expect(lastThree.body.products.map((product: { name: string; units: number }) => [product.name, product.units])).toEqual([
        ['Kente Stole', 3],
        ['Krobo Beads', 2],
        ['Batakari Smock', 1],
      ]);
    });
  });

  it('counts and lists the products with a size or colour at 5 units or fewer, not each low size, the emptiest first', async () => {
    const single = { sizes: [], colors: [] };
    const low = [
      await insertProduct(shop.dataSource, { name: 'Low Five', stock: 5, ...single }),
      await insertProduct(shop.dataSource, { name: 'Low None', stock: 0, ...single }),
      await insertProduct(shop.dataSource, { name: 'Low Two (hidden)', stock: 2, isActive: false, ...single }),
    ];
    await insertProduct(shop.dataSource, { name: 'Enough Six', stock: 6, ...single });
    // Plenty in one size, two others low: the product counts once, its low sizes listed under it (issue 40).
    const smock = await insertProduct(shop.dataSource, {
      name: 'Smock Short Of L',
      sizes: ['M', 'L', 'XL'],
      colors: ['Blue'],
      variants: [
        { size: 'M', color: 'Blue', stock: 40 },
        { size: 'L', color: 'Blue', stock: 3 },
        { size: 'XL', color: 'Blue', stock: 1 },
      ],
    });
    const [{ variants, products }] = await shop.dataSource.query(
      `SELECT count(*)::int AS variants, count(DISTINCT "productId")::int AS products FROM product_variants WHERE stock <= 5`,
    );
    expect(products).toBeLessThan(variants);

    const { body } = await admin.get('/api/admin/dashboard/low-stock?limit=50').expect(200);
    expect(body.atMost).toBe(5);
    expect(body.total).toBe(products);
    expect(body.products).toHaveLength(products);
    const lowest = body.products.map((product: { lowestStock: number }) => product.lowestStock);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const names = body.products.map((product: { name: string }) => product.name);
    expect(names).toEqual(expect.arrayContaining(['Low None', 'Low Two (hidden)', 'Low Five', 'Smock Short Of L']));
    expect(names).not.toContain('Enough Six');
    expect(new Set(names.filter((name: string) => name === 'Smock Short Of L')).size).toBe(1);
    expect(body.products.find((product: { id: string }) => product.id === low[2].id)).toEqual({
      id: low[2].id,
      name: 'Low Two (hidden)',
      image: null,
      category: 'modern',
      isActive: false,
      lowestStock: 2,
      lowVariants: [{ variantId: low[2].variants[0].id, size: null, color: null, stock: 2 }],
    });
    expect(body.products.filter((product: { id: string }) => product.id === smock.id)).toEqual([
      expect.objectContaining({
        lowestStock: 1,
        lowVariants: [
          { variantId: smock.variants[2].id, size: 'XL', color: 'Blue', stock: 1 },
          { variantId: smock.variants[1].id, size: 'L', color: 'Blue', stock: 3 },
        ],
      }),
    ]);
    // The stat card's count and this list agree.
    expect((await admin.get('/api/admin/stats').expect(200)).body.lowStock).toBe(products);

    const first = await admin.get('/api/admin/dashboard/low-stock?limit=1').expect(200);
    expect(first.body).toMatchObject({ total: products, products: [{ lowestStock: 0 }] });
  });

  it('counts as awaiting confirmation the paid orders not yet confirmed, not the unpaid ones', async () => {
    const product = await insertProduct(shop.dataSource, { price: '120.00', stock: 20 });
    const before = (await admin.get('/api/admin/stats').expect(200)).body.pendingOrders;
    await place([{ product, quantity: 1 }], { paid: false });
    expect((await admin.get('/api/admin/stats').expect(200)).body.pendingOrders).toBe(before);
    const paid = await place([{ product, quantity: 1 }], { paid: true });
    expect((await admin.get('/api/admin/stats').expect(200)).body.pendingOrders).toBe(before + 1);
    await admin.patch(`/api/admin/orders/${paid.id}/status`).send({ status: 'confirmed' }).expect(200);
    expect((await admin.get('/api/admin/stats').expect(200)).body.pendingOrders).toBe(before);
  });

  it('counts the Revenue card as the chart does: a paid order staff cancel leaves it', async () => {
    const product = await insertProduct(shop.dataSource, { price: '300.00', stock: 10 });
    const before = (await admin.get('/api/admin/stats').expect(200)).body.revenue;
    const order = await place([{ product, quantity: 1 }], { paid: true });
    const paid = (await admin.get('/api/admin/stats').expect(200)).body.revenue;
    expect(Math.round((Number(paid) - Number(before)) * 100)).toBe(Math.round(Number(order.total) * 100));
    await cancel(order);
    expect((await admin.get('/api/admin/stats').expect(200)).body.revenue).toBe(before);
  });

  it.each([
    ['/api/admin/dashboard/sales?days=0', ['days']],
    ['/api/admin/dashboard/sales?days=367', ['days']],
    ['/api/admin/dashboard/sales?days=thirty', ['days']],
    ['/api/admin/dashboard/sales?days=7.5', ['days']],
    ['/api/admin/dashboard/best-sellers?days=-1&limit=0', ['days', 'limit']],
    ['/api/admin/dashboard/best-sellers?limit=21', ['limit']],
    ['/api/admin/dashboard/low-stock?limit=51', ['limit']],
    ['/api/admin/dashboard/low-stock?since=yesterday', ['since']],
  ])('refuses %s with 400 naming %j', async (path, fields) => {
    const response = await admin.get(path).expect(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([...fields].sort());
  });

  it.each(['/api/admin/dashboard/sales', '/api/admin/dashboard/best-sellers', '/api/admin/dashboard/low-stock'])(
    '%s answers 401 to anonymous callers and 403 to customers',
    async (path) => {
      await shop.agent().get(path).expect(401);
      await customer.get(path).expect(403);
      await admin.get(path).expect(200);
    },
  );
});
