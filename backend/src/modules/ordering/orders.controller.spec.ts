import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Product } from '../catalog/domain/product.entity';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { CartItem } from '../cart/domain/cart-item.entity';
import { Order } from './domain/order.entity';
import { OrderPlaced } from './events/order-placed.event';

describe('placing and tracking orders', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const stockOf = async (product: Product) => (await shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock;
  const orderCount = () => shop.dataSource.getRepository(Order).count();

  it('places a guest order: server prices, pesewa-exact totals, stock taken, cart emptied, readable order number', async () => {
    const dress = await insertProduct(shop.dataSource, { name: 'Kaba Dress', price: '85.50', stock: 10, sizes: ['M'] });
    const browser = shop.agent();
    await browser.post('/api/cart').send({ sessionId: 'checkout-1', productId: dress.id, quantity: 2, size: 'M' }).expect(201);

    const response = await browser.post('/api/orders').send(checkoutBody('checkout-1', [{ productId: dress.id, quantity: 2, price: '85.50', size: 'M' }])).expect(201);

    expect(response.body).toMatchObject({
      orderNumber: expect.stringMatching(/^GH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      subtotal: '171.00',
      shipping: '30.00',
      tax: '8.55',
      total: '209.55',
      orderStatus: 'ordered',
      paymentStatus: 'pending',
      items: [{ productId: dress.id, name: 'Kaba Dress', price: '85.50', quantity: 2, size: 'M', color: 'Red', variantId: dress.variants[0].id, image: null }],
      email: 'ama.mensah@example.com',
    });
    expect(response.body.orderedAt).toBeTruthy();
    expect(await stockOf(dress)).toBe(8);
    expect((await browser.get('/api/cart/checkout-1').expect(200)).body).toEqual([]);
  });

  it('ships free at a subtotal of ₵200 and charges next-day and same-day delivery', async () => {
    const cloth = await insertProduct(shop.dataSource, { price: '200.00', stock: 10 });
    const standard = await shop.agent().post('/api/orders').send(checkoutBody('free-ship', [{ productId: cloth.id, quantity: 1, price: '200.00' }])).expect(201);
    expect(standard.body).toMatchObject({ shipping: '0.00', tax: '10.00', total: '210.00' });
    // Same-day is offered on business days only (ADR 053): a Monday morning in Accra, Date alone faked.
    jest.useFakeTimers({ now: new Date('2026-11-30T09:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate', 'hrtime', 'performance'] });
    try {
      const sameDay = await shop.agent().post('/api/orders').send(checkoutBody('same-day', [{ productId: cloth.id, quantity: 1, price: '200.00' }], 'same-day')).expect(201);
      expect(sameDay.body).toMatchObject({ shipping: '80.00', total: '290.00', deliveryType: 'same-day', deliveryEstimate: { from: '2026-11-30', to: '2026-11-30' } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses tampered totals with 409 and the real figures, changing nothing', async () => {
    const kente = await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '450.00', stock: 4 });
    const body = { ...checkoutBody('tampered', [{ productId: kente.id, quantity: 1, price: '450.00' }]), subtotal: '4.50', tax: '0.23', total: '4.73' };
    const before = await orderCount();
    const response = await shop.agent().post('/api/orders').send(body).expect(409);
    expect(response.body.totals).toEqual({ subtotal: '450.00', shipping: '0.00', discount: '0.00', tax: '22.50', total: '472.50' });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(kente)).toBe(4);
  });

  it('ignores a client-sent status and charges the catalog price, not the price the client sent', async () => {
    const bag = await insertProduct(shop.dataSource, { price: '120.00', stock: 5 });
    const body = checkoutBody('status-sent', [{ productId: bag.id, quantity: 1, price: '120.00' }]);
    const response = await shop.agent().post('/api/orders').send({ ...body, orderStatus: 'delivered', paymentStatus: 'paid', items: [{ ...body.items[0], price: '1.00' }] }).expect(201);
    expect(response.body).toMatchObject({ orderStatus: 'ordered', paymentStatus: 'pending', deliveredAt: null });
    expect(response.body.items[0].price).toBe('120.00');
  });

  it('refuses a line that no longer fits with 409 naming the product and its size and colour, and takes no stock from the other lines', async () => {
    const scarce = await insertProduct(shop.dataSource, { name: 'Last Batakari', price: '300.00', stock: 1 });
    const plenty = await insertProduct(shop.dataSource, { price: '50.00', stock: 9 });
    const response = await shop
      .agent()
      .post('/api/orders')
      .send(checkoutBody('too-many', [{ productId: plenty.id, quantity: 2, price: '50.00' }, { productId: scarce.id, quantity: 2, price: '300.00' }]))
      .expect(409);
    expect(response.body).toMatchObject({ message: 'Only 1 of Last Batakari (M, Red) left in stock', productId: scarce.id, variantId: scarce.variants[0].id, size: 'M', color: 'Red', available: 1 });
    expect(await stockOf(plenty)).toBe(9);
    expect(await stockOf(scarce)).toBe(1);
  });

  it('answers a retried checkout with the same Idempotency-Key with the order already placed', async () => {
    const cap = await insertProduct(shop.dataSource, { price: '40.00', stock: 5 });
    const body = checkoutBody('retry-cart', [{ productId: cap.id, quantity: 1, price: '40.00' }]);
    const first = await shop.agent().post('/api/orders').set('Idempotency-Key', 'checkout-key-0001').send(body).expect(201);
    const again = await shop.agent().post('/api/orders').set('Idempotency-Key', 'checkout-key-0001').send(body).expect(200);
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    expect(await stockOf(cap)).toBe(4);
    const simultaneous = await Promise.all(
      [1, 2, 3].map(() => shop.agent().post('/api/orders').set('Idempotency-Key', 'checkout-key-0002').send(body)),
    );
    expect(new Set(simultaneous.map((response) => response.body.orderNumber)).size).toBe(1);
    expect(await stockOf(cap)).toBe(3);
    await shop.agent().post('/api/orders').set('Idempotency-Key', 'checkout-key-0001').send({ ...body, sessionId: 'other-cart' }).expect(409);
  });

  it('announces each new order once with OrderPlaced, and never again when an Idempotency-Key retry replays it', async () => {
    const events = shop.app.get(EventEmitter2);
    const placedEvents: unknown[] = [];
    const listener = (name: string | string[], payload: unknown) => {
      if (name === OrderPlaced.eventName) placedEvents.push(payload);
    };
    events.onAny(listener);
    try {
      const beads = await insertProduct(shop.dataSource, { price: '45.00', stock: 10 });
      const body = checkoutBody('announced-cart', [{ productId: beads.id, quantity: 2, price: '45.00' }]);
      const first = await shop.agent().post('/api/orders').set('Idempotency-Key', 'announce-key-0001').send(body).expect(201);
      expect(placedEvents).toEqual([new OrderPlaced(first.body.id, first.body.orderNumber, [{ productId: beads.id, quantity: 2 }], '124.50')]);

      await shop.agent().post('/api/orders').set('Idempotency-Key', 'announce-key-0001').send(body).expect(200);
      const raced = await Promise.all([1, 2, 3].map(() => shop.agent().post('/api/orders').set('Idempotency-Key', 'announce-key-0002').send(body)));
      const racedOrderNumber = raced.find((response) => response.status === 201)!.body.orderNumber;
      expect(placedEvents.map((event) => (event as OrderPlaced).orderNumber)).toEqual([first.body.orderNumber, racedOrderNumber]);
    } finally {
      events.offAny(listener);
    }
  });

  it('never sells more units than exist when many shoppers check out the last units at once', async () => {
    const lastUnits = await insertProduct(shop.dataSource, { name: 'Limited Kente', price: '99.00', stock: 5 });
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        shop.agent().post('/api/orders').send(checkoutBody(`race-${index}-cart`, [{ productId: lastUnits.id, quantity: 1, price: '99.00' }])),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await stockOf(lastUnits)).toBe(0);
    const sold = await shop.dataSource.query(`SELECT coalesce(sum((item->>'quantity')::int), 0)::int AS units FROM orders, jsonb_array_elements(items) item WHERE item->>'productId' = $1`, [lastUnits.id]);
    expect(sold[0].units).toBe(5);
  });

  it.each([
    [{}, ['sessionId', 'email', 'firstName', 'lastName', 'phone', 'shippingAddress', 'paymentMethod', 'deliveryType', 'items', 'subtotal', 'shipping', 'tax', 'total']],
    [{ items: [], paymentMethod: 'cash', deliveryType: 'drone' }, ['items', 'paymentMethod', 'deliveryType']],
    [{ shippingAddress: { address: '1 Road', city: 'Tamale', region: 'Narnia', country: 'Ghana' } }, ['shippingAddress.region']],
    [{ total: '12.345' }, ['total']],
    // The checkout form's phone rule, 9 to 15 digits, holds on the server too.
    [{ phone: '024 123 45' }, ['phone']],
    [{ phone: '+233 24 1234 5678 901' }, ['phone']],
    [{ isAdmin: true }, ['isAdmin']],
    [{ firstName: ' '.repeat(5), lastName: '\t\n' }, ['firstName', 'lastName']],
    [{ shippingAddress: { address: `${' '.repeat(10)}x`, city: '   ', region: 'Northern', country: ' G ' } }, ['shippingAddress.address', 'shippingAddress.city', 'shippingAddress.country']],
  ])('refuses a bad checkout %j with 400 naming the fields, and places nothing', async (change, fields) => {
    const product = await insertProduct(shop.dataSource, { price: '10.00' });
    const base = checkoutBody('bad-checkout', [{ productId: product.id, quantity: 1, price: '10.00' }]) as Record<string, unknown>;
    const body = Object.keys(change).length === 0 ? {} : { ...base, ...change };
    const before = await orderCount();
    const response = await shop.agent().post('/api/orders').send(body).expect(400);
    for (const field of fields) expect(Object.keys(response.body.fields)).toContain(field);
    expect(await orderCount()).toBe(before);
  });

  it('tracks an order by its number, in any case, without the e-mail or phone', async () => {
    const wrap = await insertProduct(shop.dataSource, { price: '60.00', stock: 5 });
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('track-cart', [{ productId: wrap.id, quantity: 1, price: '60.00' }])).expect(201);
    const tracked = await shop.agent().get(`/api/orders/track/${placed.body.orderNumber.toLowerCase()}`).expect(200);
    expect(tracked.body).toMatchObject({ orderNumber: placed.body.orderNumber, orderStatus: 'ordered', total: placed.body.total });
    expect(tracked.body).not.toHaveProperty('email');
    expect(tracked.body).not.toHaveProperty('phone');
    expect(JSON.stringify(tracked.body)).not.toContain('ama.mensah');
  });

  it('says where the receipt goes, masked, and until when an unpaid order holds its items', async () => {
    const wrap = await insertProduct(shop.dataSource, { price: '60.00', stock: 5 });
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('receipt-cart', [{ productId: wrap.id, quantity: 1, price: '60.00' }])).expect(201);
    const tracked = (await shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200)).body;
    expect(tracked).toMatchObject({ receiptEmail: 'a•••@example.com', receiptPhone: '••• ••• 567' });
    // The address and the number whole, in any of their forms (a random id may hold any four digits).
    expect(JSON.stringify(tracked)).not.toMatch(/ama\.mensah|123 ?4567/i);
    // The shop's hold, from the order's creation (PAYMENT_HOLD_MINUTES, 30 by default).
    expect(new Date(tracked.heldUntil).getTime() - new Date(tracked.createdAt).getTime()).toBe(shop.app.get<AppConfig>(APP_CONFIG).payments.holdMinutes * 60_000);
    // The checkout's own answer says it too (Back from the payment page points to the order until then), and so does its replay.
    expect(placed.body.heldUntil).toBe(tracked.heldUntil);

    // Paid: nothing is held any more.
    await shop.dataSource.query(`UPDATE orders SET "paymentStatus" = 'paid' WHERE id = $1`, [placed.body.id]);
    expect((await shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200)).body.heldUntil).toBeNull();
  });

  it('finds an order whatever its spacing, dashes, case or Crockford look-alikes (O/0, I/L/1)', async () => {
    const wrap = await insertProduct(shop.dataSource, { price: '60.00', stock: 5 });
    const placed = await shop.agent().post('/api/orders').send(checkoutBody('typed-cart', [{ productId: wrap.id, quantity: 1, price: '60.00' }])).expect(201);
    const orderNumber: string = placed.body.orderNumber;
    const chars = orderNumber.slice(3).replace(/-/g, '');
    // Read back as a shopper might type it: 0 as O, 1 as I or l.
    const lookAlikes = chars.replace(/0/g, 'O').replace(/1/g, 'l');
    const typed = [
      `GH${chars}`,
      chars,
      ` gh ${chars.slice(0, 5).toLowerCase()} ${chars.slice(5, 9)} ${chars.slice(9).toLowerCase()} `,
      `GH-${lookAlikes.slice(0, 4)}-${lookAlikes.slice(4, 8)}-${lookAlikes.slice(8)}`,
      `gh_${lookAlikes.replace(/l/g, 'I')}`,
    ];
    for (const variant of typed) {
      const tracked = await shop.agent().get(`/api/orders/track/${encodeURIComponent(variant)}`).expect(200);
      expect(tracked.body.orderNumber).toBe(orderNumber);
    }
    await shop.agent().get(`/api/orders/track/${encodeURIComponent(`GH${chars.slice(1)}`)}`).expect(404);
  });

  it('answers 404 for an unknown order number', async () => {
    const response = await shop.agent().get('/api/orders/track/GH-0000-0000-0000').expect(404);
    expect(response.body.message).toBe('Order not found');
    await shop.agent().get(`/api/orders/track/${encodeURIComponent("' OR 1=1 --")}`).expect(404);
  });

  it('empties only the cart of the browser that placed the order', async () => {
    const shirt = await insertProduct(shop.dataSource, { price: '70.00', stock: 5 });
    const owner = shop.agent();
    await owner.post('/api/cart').send({ sessionId: 'victim-cart', productId: shirt.id, quantity: 1 }).expect(201);
    await shop.agent().post('/api/orders').send(checkoutBody('victim-cart', [{ productId: shirt.id, quantity: 1, price: '70.00' }])).expect(201);
    expect(await shop.dataSource.getRepository(CartItem).countBy({ sessionId: 'victim-cart' })).toBe(1);
  });
});

describe('rate limits', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ rateLimit: true });
  });
  afterAll(() => shop.close());

  it('answer 429 with Retry-After once a client looks up too many orders', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) statuses.push((await shop.agent().get('/api/orders/track/GH-0000-0000-0000')).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    const limited = await shop.agent().get('/api/orders/track/GH-0000-0000-0000').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
