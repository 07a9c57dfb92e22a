import type { Agent } from 'supertest';
import { ghanaDay } from '../../shared/ghana-time';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Order } from '../ordering/domain/order.entity';

describe('riders and their rounds', () => {
  let shop: TestApp;
  let admin: Agent;
  let customer: Agent;
  let sequence = 0;
  const today = ghanaDay(new Date());

  beforeAll(async () => {
    shop = await createTestApp();
    admin = await signedInBrowser(shop, 'admin');
    customer = await signedInBrowser(shop, 'customer');
  });
  afterAll(() => shop.close());

  async function newRider(): Promise<{ id: string; browser: Agent }> {
    sequence += 1;
    const email = `rider${sequence}@example.com`;
    const created = await admin.post('/api/admin/riders').send({ email, password: 'okada-rider-7', firstName: 'Yaw', lastName: `Boateng ${sequence}` }).expect(201);
    const browser = shop.agent();
    await browser.post('/api/auth/login').send({ email, password: 'okada-rider-7' }).expect(200);
    return { id: created.body.id, browser };
  }

  async function placedOrder(): Promise<{ id: string; orderNumber: string; total: string }> {
    const product = await insertProduct(shop.dataSource, { stock: 10, price: '120.00' });
    const response = await shop.agent().post('/api/orders').send(checkoutBody(`round-${(sequence += 1)}`, [{ productId: product.id, quantity: 2, price: product.price }])).expect(201);
    return response.body;
  }

  /** A pay-on-delivery order as checkout stores one: unpaid until the rider collects. */
  async function payOnDeliveryOrder(): Promise<string> {
    const order = await shop.dataSource.getRepository(Order).save({
      orderNumber: `GH-${Date.now()}-COD${(sequence += 1)}`,
      email: 'esi@example.com',
      firstName: 'Esi',
      lastName: 'Mensah',
      phone: '+233 20 555 0199',
      shippingAddress: { address: 'House 4, Lamptey Close', city: 'Kasoa', region: 'Central', country: 'Ghana', digitalAddress: 'CX-123-4567', landmark: 'opposite Star Oil, Kasoa toll booth' },
      items: [{ productId: '00000000-0000-4000-8000-000000000000', name: 'Kente stole', price: '150.00', quantity: 1, size: null, color: null, variantId: null, image: null }],
      subtotal: '150.00',
      shipping: '30.00',
      tax: '7.50',
      total: '187.50',
      paymentMethod: 'cod',
    });
    return order.id;
  }

  it('lets an admin create a rider, refusing a taken e-mail (409) and naming bad fields (400)', async () => {
    const { id } = await newRider();
    const riders = await admin.get('/api/admin/riders').expect(200);
    expect(riders.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, firstName: 'Yaw' })]));
    expect(riders.body[0]).not.toHaveProperty('passwordHash');
    await admin.post('/api/admin/riders').send({ email: `rider${sequence}@example.com`, password: 'okada-rider-7', firstName: 'Yaw', lastName: 'Again' }).expect(409);
    const bad = await admin.post('/api/admin/riders').send({ email: 'not-an-email', password: 'short', firstName: '', lastName: 'B' }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'firstName', 'password']);
  });

  it('shows the rider its stops in the order they were assigned, with who, where and what to collect', async () => {
    const rider = await newRider();
    expect((await rider.browser.get('/api/rider/round').expect(200)).body).toMatchObject({ day: today, stops: [], toCollect: '0.00' });

    const prepaid = await placedOrder();
    const cod = await payOnDeliveryOrder();
    await admin.put(`/api/admin/orders/${prepaid.id}/rider`).send({ riderId: rider.id }).expect(200);
    const assigned = await admin.put(`/api/admin/orders/${cod}/rider`).send({ riderId: rider.id, day: today }).expect(200);
    expect(assigned.body.assignment).toEqual({ orderId: cod, riderId: rider.id, day: today, position: 2 });

    const round = await rider.browser.get('/api/rider/round').expect(200);
    expect(round.body.stops.map((stop: { orderId: string }) => stop.orderId)).toEqual([prepaid.id, cod]);
    expect(round.body.stops[0]).toMatchObject({ position: 1, amountToCollect: '0.00', units: 2, customerName: 'Ama Mensah', phone: '+233 24 123 4567' });
    expect(round.body.stops[1]).toMatchObject({
      position: 2,
      amountToCollect: '187.50',
      address: { landmark: 'opposite Star Oil, Kasoa toll booth', digitalAddress: 'CX-123-4567', city: 'Kasoa' },
    });
    expect(round.body.toCollect).toBe('187.50');
    // The admin reads the same round; another day is empty.
    expect((await admin.get(`/api/admin/riders/${rider.id}/round`).expect(200)).body.stops).toHaveLength(2);
    expect((await rider.browser.get('/api/rider/round?day=2031-01-02').expect(200)).body.stops).toEqual([]);
  });

  it('moves an order to another rider, keeps its place when assigned again to the same round, and takes it off with null', async () => {
    const first = await newRider();
    const second = await newRider();
    const order = await placedOrder();
    await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: first.id }).expect(200);
    expect((await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: first.id }).expect(200)).body.assignment.position).toBe(1);
    await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: second.id }).expect(200);
    expect((await first.browser.get('/api/rider/round').expect(200)).body.stops).toEqual([]);
    expect((await second.browser.get('/api/rider/round').expect(200)).body.stops).toHaveLength(1);
    expect((await admin.get(`/api/admin/orders/${order.id}/rider`).expect(200)).body.assignment).toMatchObject({ riderId: second.id });

    await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: null }).expect(200);
    expect((await admin.get(`/api/admin/orders/${order.id}/rider`).expect(200)).body).toEqual({ assignment: null });
    expect((await second.browser.get('/api/rider/round').expect(200)).body.stops).toEqual([]);
  });

  it('refuses a rider who is not one (400), an order that does not exist (404), a bad day (400) and a cancelled order (409)', async () => {
    const rider = await newRider();
    const order = await placedOrder();
    const customerId = (await customer.get('/api/auth/user').expect(200)).body.id;
    expect((await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: customerId }).expect(400)).body.fields).toEqual({ riderId: ['riderId must be a rider'] });
    expect((await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: 'yaw' }).expect(400)).body.fields).toHaveProperty('riderId');
    expect((await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: rider.id, day: '2026-02-30' }).expect(400)).body.fields).toHaveProperty('day');
    await admin.put('/api/admin/orders/00000000-0000-4000-8000-000000000001/rider').send({ riderId: rider.id }).expect(404);
    await admin.get('/api/admin/riders/00000000-0000-4000-8000-000000000001/round').expect(404);

    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);
    const refused = await admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: rider.id }).expect(409);
    expect(refused.body.message).toBe('This order was cancelled.');
  });

  it('gives each of several orders assigned at once its own place on the round', async () => {
    const rider = await newRider();
    const orders = await Promise.all(Array.from({ length: 5 }, () => placedOrder()));
    await Promise.all(orders.map((order) => admin.put(`/api/admin/orders/${order.id}/rider`).send({ riderId: rider.id }).expect(200)));
    const round = await rider.browser.get('/api/rider/round').expect(200);
    expect(round.body.stops.map((stop: { position: number }) => stop.position)).toEqual([1, 2, 3, 4, 5]);
  });

  async function codOrderOutForDelivery(riderId: string, quantity = 1): Promise<{ id: string; total: string; productId: string }> {
    const product = await insertProduct(shop.dataSource, { stock: 5, price: '150.00' });
    const placed = await shop.agent().post('/api/orders').send({ ...checkoutBody(`door-${(sequence += 1)}`, [{ productId: product.id, quantity, price: product.price }]), paymentMethod: 'cod' }).expect(201);
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    await admin.put(`/api/admin/orders/${placed.body.id}/rider`).send({ riderId }).expect(200);
    return { id: placed.body.id, total: placed.body.total, productId: product.id };
  }

  it('lets the rider record cash at the door: the order is paid and delivered, and the round adds it up', async () => {
    const rider = await newRider();
    const first = await codOrderOutForDelivery(rider.id);
    const second = await codOrderOutForDelivery(rider.id, 2);
    const due = (Number(first.total) + Number(second.total)).toFixed(2);
    expect((await rider.browser.get('/api/rider/round').expect(200)).body).toMatchObject({ due, toCollect: due, collectedCash: '0.00', collectedMomo: '0.00' });

    const wrong = await rider.browser.post(`/api/rider/orders/${first.id}/collect`).send({ via: 'cash', amount: '1.00' }).expect(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['amount']);
    const stop = await rider.browser.post(`/api/rider/orders/${first.id}/collect`).send({ via: 'cash', amount: first.total }).expect(200);
    expect(stop.body).toMatchObject({ orderId: first.id, paymentStatus: 'paid', orderStatus: 'delivered', amountToCollect: '0.00', collected: { via: 'cash', amount: first.total } });
    await rider.browser.post(`/api/rider/orders/${first.id}/collect`).send({ via: 'cash', amount: first.total }).expect(409);

    const round = await admin.get(`/api/admin/riders/${rider.id}/round`).expect(200);
    expect(round.body).toMatchObject({ due, toCollect: second.total, collectedCash: first.total, collectedMomo: '0.00' });
  });

  it('lets the rider record a refusal (cancelled, stock back) or nobody home (still out), and only on its own round', async () => {
    const rider = await newRider();
    const other = await newRider();
    const refused = await codOrderOutForDelivery(rider.id, 2);
    const away = await codOrderOutForDelivery(rider.id);

    await other.browser.post(`/api/rider/orders/${refused.id}/refuse`).send({}).expect(404);
    const stop = await rider.browser.post(`/api/rider/orders/${refused.id}/refuse`).send({ note: 'Said he ordered nothing' }).expect(200);
    expect(stop.body).toMatchObject({ orderStatus: 'cancelled', amountToCollect: '0.00', lastVisit: { event: 'refused', note: 'Said he ordered nothing', at: expect.any(String) } });
    const [{ stock }]: { stock: number }[] = await shop.dataSource.query(`SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1`, [refused.productId]);
    expect(stock).toBe(5);

    const notHome = await rider.browser.post(`/api/rider/orders/${away.id}/not-home`).send({ note: 'Gate locked, no answer on the phone' }).expect(200);
    expect(notHome.body).toMatchObject({ orderStatus: 'out-for-delivery', amountToCollect: away.total, lastVisit: { event: 'not-home', note: 'Gate locked, no answer on the phone' } });
    // The round read again tells the rider, on the way back, what they found the first time.
    const again = (await rider.browser.get('/api/rider/round').query({ day: notHome.body.day }).expect(200)).body.stops.find((candidate: { orderId: string }) => candidate.orderId === away.id);
    expect(again.lastVisit).toEqual(notHome.body.lastVisit);
    const history = (await admin.get('/api/admin/orders').expect(200)).body.find((order: { id: string }) => order.id === away.id).payOnDelivery.history;
    expect(history).toEqual([expect.objectContaining({ event: 'not-home', by: expect.stringMatching(/^rider\d+@example\.com$/), note: 'Gate locked, no answer on the phone' })]);
  });

  it('lets an admin switch a rider off (signed out, no sign-in, no new orders, the round kept for staff) and back on', async () => {
    const rider = await newRider();
    const email = `rider${sequence}@example.com`;
    const onRound = await codOrderOutForDelivery(rider.id);
    const off = await admin.patch(`/api/admin/riders/${rider.id}`).send({ active: false }).expect(200);
    expect(off.body).toMatchObject({ id: rider.id, active: false });

    const signedOut = await rider.browser.get('/api/rider/round').expect(401);
    expect(signedOut.body.message).toBe('This account has been switched off by the shop');
    const login = await shop.agent().post('/api/auth/login').send({ email, password: 'okada-rider-7' }).expect(401);
    expect(login.body.message).toBe('This account has been switched off by the shop');
    // A wrong password says nothing of the account.
    expect((await shop.agent().post('/api/auth/login').send({ email, password: 'not-the-password' }).expect(401)).body.message).toBe('Invalid email or password');

    const next = await placedOrder();
    const refused = await admin.put(`/api/admin/orders/${next.id}/rider`).send({ riderId: rider.id }).expect(400);
    expect(refused.body.fields).toEqual({ riderId: ['This rider is switched off: switch them on in Riders first'] });
    const round = await admin.get(`/api/admin/riders/${rider.id}/round`).expect(200);
    expect(round.body.stops.map((stop: { orderId: string }) => stop.orderId)).toEqual([onRound.id]);
    expect((await admin.get('/api/admin/riders').expect(200)).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: rider.id, active: false })]));

    await admin.patch(`/api/admin/riders/${rider.id}`).send({ active: true }).expect(200);
    const again = shop.agent();
    await again.post('/api/auth/login').send({ email, password: 'okada-rider-7' }).expect(200);
    expect((await again.get('/api/rider/round').expect(200)).body.stops).toHaveLength(1);
    await admin.put(`/api/admin/orders/${next.id}/rider`).send({ riderId: rider.id }).expect(200);
  });

  it('switches only riders: another account or an unknown id is 404, a missing flag 400', async () => {
    const customerId = (await customer.get('/api/auth/user').expect(200)).body.id;
    await admin.patch(`/api/admin/riders/${customerId}`).send({ active: false }).expect(404);
    await admin.patch('/api/admin/riders/00000000-0000-4000-8000-000000000000').send({ active: false }).expect(404);
    const missing = await admin.patch(`/api/admin/riders/${(await newRider()).id}`).send({}).expect(400);
    expect(Object.keys(missing.body.fields)).toEqual(['active']);
    await customer.get('/api/auth/user').expect(200);
  });

  it('marks a paid order delivered, but not one still to be paid', async () => {
    const rider = await newRider();
    const prepaid = await placedOrder();
    await admin.patch(`/api/admin/orders/${prepaid.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    await admin.put(`/api/admin/orders/${prepaid.id}/rider`).send({ riderId: rider.id }).expect(200);
    expect((await rider.browser.post(`/api/rider/orders/${prepaid.id}/delivered`).expect(409)).body.message).toBe('This order is not paid: call the shop before handing it over');
    await shop.dataSource.getRepository(Order).update(prepaid.id, { paymentStatus: 'paid' });
    expect((await rider.browser.post(`/api/rider/orders/${prepaid.id}/delivered`).expect(200)).body).toMatchObject({ orderStatus: 'delivered' });

    const cod = await codOrderOutForDelivery(rider.id);
    expect((await rider.browser.post(`/api/rider/orders/${cod.id}/delivered`).expect(409)).body.message).toBe('Collect the money first: a pay-on-delivery order is delivered when it is paid');
  });

  it('keeps riders to their round and everyone else out of it', async () => {
    const rider = await newRider();
    await rider.browser.get('/api/admin/orders').expect(403);
    await rider.browser.get('/api/admin/riders').expect(403);
    await customer.get('/api/rider/round').expect(403);
    await admin.get('/api/rider/round').expect(403);
    await shop.agent().get('/api/rider/round').expect(401);
  });
});
