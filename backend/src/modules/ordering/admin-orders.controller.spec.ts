import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Agent } from 'supertest';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { signedInShop } from '../../test-support/signed-in-shop';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { MessageSent } from '../notifications/events/message-sent.event';
import { Order } from './domain/order.entity';
import { OrderStatusChanged } from './events/order-status-changed.event';

const ORDERS = 45;
const CUSTOMERS = [
  { firstName: 'Kwame', lastName: 'Nkrumah', email: 'kwame.n@example.com' },
  { firstName: 'Efua', lastName: 'Owusu', email: 'efua@example.com' },
  { firstName: 'Yaa', lastName: 'Asantewaa', email: 'yaa_100%@example.com' },
];

describe('the admin orders list', () => {
  let shop: TestApp;
  let admin: Agent;
  let customer: Agent;
  /** Ids of the stored orders, newest first. */
  let newestFirst: string[];

  beforeAll(async () => {
    shop = await createTestApp();
    admin = await signedInBrowser(shop, 'admin');
    customer = await signedInBrowser(shop, 'customer');
    const start = Date.parse('2025-03-06T08:00:00Z');
    const orders = Array.from({ length: ORDERS }, (_, index) => ({
      ...CUSTOMERS[index % CUSTOMERS.length],
      orderNumber: `GH-${String(index).padStart(4, '0')}-PAGE-TEST`,
      phone: '+233 24 000 0000',
      shippingAddress: { address: '1 Test Road', city: 'Accra', region: 'Greater Accra', country: 'Ghana' },
      items: [{ productId: '00000000-0000-4000-8000-000000000000', name: 'Kente', price: '10.00', quantity: 1, size: null, color: null, image: null }],
      subtotal: '10.00',
      shipping: '30.00',
      tax: '0.50',
      total: '40.50',
      paymentMethod: 'momo',
      orderedAt: new Date(start + index * 60_000),
      // Two orders share each instant: the id decides between them, so pages neither repeat nor skip.
      createdAt: new Date(start + Math.floor(index / 2) * 60_000),
    }));
    await shop.dataSource.getRepository(Order).save(orders);
    const stored = await shop.dataSource.getRepository(Order).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    newestFirst = stored.map((order) => order.id);
  });
  afterAll(() => shop.close());

  it('answers 20 orders by default, newest first, with the number of all orders in X-Total-Count', async () => {
    const response = await admin.get('/api/admin/orders').expect(200);
    expect(response.headers['x-total-count']).toBe(String(ORDERS));
    expect(response.body.map((order: Order) => order.id)).toEqual(newestFirst.slice(0, 20));
  });

  it('pages through every order exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < ORDERS; offset += 7) {
      const response = await admin.get(`/api/admin/orders?limit=7&offset=${offset}`).expect(200);
      expect(response.headers['x-total-count']).toBe(String(ORDERS));
      seen.push(...response.body.map((order: Order) => order.id));
    }
    expect(seen).toEqual(newestFirst);
    const beyond = await admin.get('/api/admin/orders?offset=1000').expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(ORDERS));
  });

  it.each([
    ['a first name', 'kwame', 15],
    ['a full name', 'Efua Owusu', 15],
    ['an e-mail', 'KWAME.N@EXAMPLE', 15],
    ['an order number', 'gh-0007-page', 1],
    ['an order number typed without dashes', 'GH0007', 1],
    ['a % taken literally', '%', 15],
    ['an _ taken literally', '_', 15],
    ['nothing stored', 'Nkansah', 0],
  ])('finds orders by %s (%s), counting only the matches', async (_what, search, matches) => {
    const response = await admin.get('/api/admin/orders').query({ search, limit: 100 }).expect(200);
    expect(response.headers['x-total-count']).toBe(String(matches));
    expect(response.body).toHaveLength(matches);
    const ids = response.body.map((order: Order) => order.id);
    expect(ids).toEqual(newestFirst.filter((id) => ids.includes(id)));
  });

  it('treats a blank search as none', async () => {
    const response = await admin.get('/api/admin/orders').query({ search: '   ' }).expect(200);
    expect(response.headers['x-total-count']).toBe(String(ORDERS));
  });

  it.each([
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['limit=ten', ['limit']],
    ['offset=-1', ['offset']],
    ['offset=1000001', ['offset']],
    [`search=${'x'.repeat(101)}`, ['search']],
    ['status=ordered', ['status']],
  ])('refuses ?%s with 400 naming %j', async (queryString, fields) => {
    const response = await admin.get(`/api/admin/orders?${queryString}`).expect(400);
    expect(Object.keys(response.body.fields)).toEqual(fields);
  });

  it('answers 401 to anonymous callers and 403 to customers, whatever they search for', async () => {
    await shop.agent().get('/api/admin/orders?search=kwame&limit=5').expect(401);
    await customer.get('/api/admin/orders?search=kwame&limit=5').expect(403);
  });
});

describe('an admin changing an order status', () => {
  const given = signedInShop('admin');

  async function placeOrder(sessionId: string) {
    const product = await insertProduct(given.shop.dataSource, { price: '100.00', stock: 5 });
    return (await given.shop.agent().post('/api/orders').send(checkoutBody(sessionId, [{ productId: product.id, quantity: 1, price: '100.00' }])).expect(201)).body;
  }
  const change = (id: string, body: object) => given.admin.patch(`/api/admin/orders/${id}/status`).send(body).expect(200);

  it('tells the rest of the shop: OrderStatusChanged with the order, from, to and the tracking number', async () => {
    const placed = await placeOrder('status-events');
    const events = given.shop.app.get(EventEmitter2);
    const heard: { name: string; payload: unknown }[] = [];
    const listener = (name: string | string[], payload: unknown) => heard.push({ name: String(name), payload });
    events.onAny(listener);
    try {
      await change(placed.id, { status: 'confirmed' });
      await change(placed.id, { status: 'shipped', trackingNumber: ' GHP-778899 ' });
      await change(placed.id, { status: 'cancelled' });
    } finally {
      events.offAny(listener);
    }
    const order = { orderId: placed.id, orderNumber: placed.orderNumber };
    expect(heard.filter((event) => event.name === OrderStatusChanged.eventName).map((event) => ({ ...(event.payload as object) }))).toEqual([
      { ...order, from: 'ordered', to: 'confirmed', trackingNumber: null },
      { ...order, from: 'confirmed', to: 'shipped', trackingNumber: 'GHP-778899' },
      { ...order, from: 'shipped', to: 'cancelled', trackingNumber: 'GHP-778899' },
    ]);
  });

  it("keeps the placement time when an order is moved back to 'ordered', from a later stage or from cancelled", async () => {
    const placed = await placeOrder('back-to-ordered');
    const stored = () => given.shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id });
    const { orderedAt } = await stored();
    expect(orderedAt).toBeInstanceOf(Date);

    expect((await change(placed.id, { status: 'confirmed' })).body.confirmedAt).not.toBeNull();
    // Moved back, the confirmation no longer holds: its time goes, the placement's stays.
    const back = await change(placed.id, { status: 'ordered' });
    expect(back.body).toMatchObject({ orderStatus: 'ordered', orderedAt: orderedAt!.toISOString(), confirmedAt: null });

    await change(placed.id, { status: 'cancelled' });
    await change(placed.id, { status: 'ordered' });
    expect((await stored()).orderedAt).toEqual(orderedAt);
  });

  it('shows staff and the tracking page which messages about the order left, and when', async () => {
    const placed = await placeOrder('messages-sent');
    expect(placed.notificationsSent).toEqual({});
    const events = given.shop.app.get(EventEmitter2);
    await events.emitAsync(MessageSent.eventName, new MessageSent(placed.id, 'order-placed', 'email', new Date('2026-11-28T14:02:11.000Z')));
    await events.emitAsync(MessageSent.eventName, new MessageSent(placed.id, 'order-placed', 'sms', new Date('2026-11-28T14:02:12.000Z')));
    const sent = { 'order-placed:email': '2026-11-28T14:02:11.000Z', 'order-placed:sms': '2026-11-28T14:02:12.000Z' };

    const listed = (await given.admin.get(`/api/admin/orders?search=${placed.orderNumber}`).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: placed.id, notificationsSent: sent })]);
    expect((await given.shop.agent().get(`/api/orders/track/${placed.orderNumber}`).expect(200)).body.notificationsSent).toEqual(sent);
  });

  describe('where money is on the order (ADR 043)', () => {
    const stored = (id: string) => given.shop.dataSource.getRepository(Order).findOneByOrFail({ id });
    const paid = async (sessionId: string) => {
      const placed = await placeOrder(sessionId);
      await given.shop.dataSource.getRepository(Order).update(placed.id, { paymentStatus: 'paid', orderStatus: 'confirmed' });
      return placed;
    };

    it('answers 400 naming reason when a paid order is cancelled without one, and keeps it going', async () => {
      const placed = await paid('cancel-no-reason');
      for (const body of [{ status: 'cancelled' }, { status: 'cancelled', reason: '  ' }]) {
        const response = await given.admin.patch(`/api/admin/orders/${placed.id}/status`).send(body).expect(400);
        expect(Object.keys(response.body.fields)).toEqual(['reason']);
      }
      expect(await stored(placed.id)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
    });

    it("keeps the reason in the order's history for staff, never on the customer's tracking page", async () => {
      const placed = await paid('cancel-with-reason');
      await change(placed.id, { status: 'cancelled', reason: 'Customer phoned: ordered the wrong size' });
      const history = (await given.admin.get(`/api/admin/orders/${placed.id}/payments`).expect(200)).body;
      expect(history.entries).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'cancelled-by-staff', reference: null, detail: 'Cancelled by staff: Customer phoned: ordered the wrong size' })]),
      );
      const tracked = await given.shop.agent().get(`/api/orders/track/${placed.orderNumber}`).expect(200);
      expect(JSON.stringify(tracked.body)).not.toContain('wrong size');
    });

    it('answers 409 with a clear message to any move of a refunded, being-refunded or expired order', async () => {
      const refunded = await placeOrder('closed-refunded');
      await given.shop.dataSource.getRepository(Order).update(refunded.id, { paymentStatus: 'refunded', orderStatus: 'cancelled' });
      const expired = await placeOrder('closed-expired');
      await given.shop.dataSource.getRepository(Order).update(expired.id, { paymentStatus: 'expired', orderStatus: 'cancelled' });
      const refunding = await paid('closed-refunding');
      await change(refunding.id, { status: 'cancelled', reason: 'Out of stock at the supplier' });

      for (const { id } of [refunded, expired, refunding]) {
        for (const status of ['confirmed', 'ordered', 'cancelled']) {
          const response = await given.admin.patch(`/api/admin/orders/${id}/status`).send({ status, reason: 'Customer changed their mind' }).expect(409);
          expect(response.body.message).toMatch(/closed and its status can no longer change\. Place a new order/);
        }
        expect((await stored(id)).orderStatus).toBe('cancelled');
      }
    });
  });
});
