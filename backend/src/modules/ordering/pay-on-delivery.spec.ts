import type { Agent } from 'supertest';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { ExpireUnpaidOrdersCommand } from '../payments/commands/expire-unpaid-orders/expire-unpaid-orders.command';
import { ExpireUnpaidOrdersHandler } from '../payments/commands/expire-unpaid-orders/expire-unpaid-orders.handler';

/** Pay on delivery through the real shop (ADR 054): placing, confirming by the SMS link, and the door. */
describe('pay on delivery', () => {
  let shop: TestApp;
  let admin: Agent;
  let shopper = 0;

  beforeAll(async () => {
    // A cap of 500 cedis, so a basket over it is cheap to build.
    shop = await createTestApp({ payOnDelivery: { maxTotal: 50_000, confirmHours: 24 } });
    admin = await signedInBrowser(shop, 'admin');
  });
  afterAll(() => shop.close());

  function codCheckout(productId: string, price: string, quantity = 1, fields: Record<string, unknown> = {}) {
    shopper += 1;
    return { ...checkoutBody(`cod-${shopper}-${Date.now()}`, [{ productId, quantity, price }]), paymentMethod: 'cod', phone: `024 555 ${String(shopper).padStart(4, '0')}`, ...fields };
  }

  async function stockOf(productId: string): Promise<number> {
    const [row]: { stock: number }[] = await shop.dataSource.query('SELECT coalesce(sum(stock), 0)::int AS stock FROM product_variants WHERE "productId" = $1', [productId]);
    return Number(row.stock);
  }

  /** The link the order's SMS carried, as the outbox holds it. */
  async function confirmToken(orderId: string): Promise<string> {
    const [sms]: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE "orderId" = $1 AND kind = 'cod-placed' AND channel = 'sms'`, [orderId]);
    return sms.text.match(/\/confirm-order\/([A-Za-z0-9_-]{43})/)![1];
  }

  async function kindsFor(orderId: string): Promise<string[]> {
    const rows: { kind: string }[] = await shop.dataSource.query(`SELECT DISTINCT kind FROM outbox_messages WHERE "orderId" = $1 AND audience = 'shopper' ORDER BY kind`, [orderId]);
    return rows.map((row) => row.kind);
  }

  async function atTheDoor(productId: string, price: string): Promise<{ id: string; total: string; phone: string }> {
    const body = codCheckout(productId, price);
    const placed = await shop.agent().post('/api/orders').send(body).expect(201);
    await shop.agent().post(`/api/orders/confirmations/${await confirmToken(placed.body.id)}`).expect(200);
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    return { id: placed.body.id, total: placed.body.total, phone: body.phone as string };
  }

  it('places a cod order pending with its stock held, no payment started, and an SMS and e-mail with a link to confirm it', async () => {
    const product = await insertProduct(shop.dataSource, { price: '85.50', stock: 10, sizes: [] });
    const response = await shop.agent().post('/api/orders').send(codCheckout(product.id, '85.50', 2)).expect(201);

    expect(response.body).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'ordered', payment: null, heldUntil: null, payOnDelivery: { toCollect: response.body.total, confirmedAt: null } });
    expect(await stockOf(product.id)).toBe(8);
    const messages: { channel: string; text: string }[] = await shop.dataSource.query(`SELECT channel, text FROM outbox_messages WHERE "orderId" = $1 AND kind = 'cod-placed' ORDER BY channel`, [response.body.id]);
    expect(messages.map((message) => message.channel)).toEqual(['email', 'sms']);
    expect(messages[1].text).toMatch(/^Kente & Co: please confirm order GH-.* \(GHS [\d.,]+, pay on delivery\) by \w{3} \d{1,2} \w{3}, \d{2}:\d{2}: http:\/\/localhost:\d+\/confirm-order\/[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const token = await confirmToken(response.body.id);
    const [stored]: { hash: string }[] = await shop.dataSource.query(`SELECT "codConfirmTokenHash" AS hash FROM orders WHERE id = $1`, [response.body.id]);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.hash).not.toContain(token);
  });

  it('answers 409 above COD_MAX_TOTAL, naming the cap and giving it in the body, and takes no stock', async () => {
    const product = await insertProduct(shop.dataSource, { price: '300.00', stock: 10, sizes: [] });
    const response = await shop.agent().post('/api/orders').send(codCheckout(product.id, '300.00', 2)).expect(409);

    expect(response.body.message).toMatch(/^Pay on delivery is for orders up to ₵500\.00; this one comes to ₵630\.00\. Please pay now with Mobile Money\.$/);
    expect(response.body).toMatchObject({ paymentMethod: 'cod', payOnDeliveryMaxTotal: '500.00' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('shows the confirmation page without contact details, confirms once however often the button is pressed, and 404s a made-up link', async () => {
    const product = await insertProduct(shop.dataSource, { price: '120.00', stock: 5, sizes: [] });
    const placed = await shop.agent().post('/api/orders').send(codCheckout(product.id, '120.00')).expect(201);
    const token = await confirmToken(placed.body.id);

    const page = await shop.agent().get(`/api/orders/confirmations/${token}`).expect(200);
    expect(page.body).toMatchObject({ orderNumber: placed.body.orderNumber, total: placed.body.total, orderStatus: 'ordered', confirmedAt: null, city: 'Tamale' });
    // The phone whole, in any of its forms: three digits alone may turn up in a random id.
    expect(JSON.stringify(page.body)).not.toMatch(/ama\.mensah|24 ?555 ?\d{4}|Bank Road/);

    const [first, second] = await Promise.all([shop.agent().post(`/api/orders/confirmations/${token}`), shop.agent().post(`/api/orders/confirmations/${token}`)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.confirmedAt).toBe(first.body.confirmedAt);
    expect(first.body).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'pending' });
    const [confirmations]: { count: number }[] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM outbox_messages WHERE "orderId" = $1 AND kind = 'cod-confirmed'`, [placed.body.id]);
    expect(confirmations.count).toBe(2); // one e-mail and one SMS, not twice each

    await shop.agent().get(`/api/orders/confirmations/${'x'.repeat(43)}`).expect(404);
    await shop.agent().post(`/api/orders/confirmations/not-a-token`).expect(404);
    // Not counted as paid: revenue waits for the rider.
    const stats = await admin.get('/api/admin/stats').expect(200);
    expect(stats.body.revenue).toBe('0.00');
  });

  it('tracking shows what is to pay at the door and whether it was confirmed, never the contact details', async () => {
    const product = await insertProduct(shop.dataSource, { price: '50.00', stock: 5, sizes: [] });
    const placed = await shop.agent().post('/api/orders').send(codCheckout(product.id, '50.00')).expect(201);
    const tracked = await shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200);
    expect(tracked.body.payOnDelivery).toEqual({ toCollect: placed.body.total, confirmBy: expect.any(String), confirmedAt: null, collectedAt: null });
    expect(tracked.body.payOnDelivery).not.toHaveProperty('history');
  });

  it('cancels an order not confirmed in time as expired, its stock back, and tells the shopper', async () => {
    const product = await insertProduct(shop.dataSource, { price: '70.00', stock: 4, sizes: [] });
    const placed = await shop.agent().post('/api/orders').send(codCheckout(product.id, '70.00', 3)).expect(201);
    const expire = shop.app.get(ExpireUnpaidOrdersHandler);
    // The prepaid hold (30 minutes) ending changes nothing; the confirmation window ending does.
    const inAnHour = new Date(Date.now() + 3_600_000);
    await expire.execute(new ExpireUnpaidOrdersCommand(inAnHour, new Date(Date.now() - 60_000)));
    expect(await stockOf(product.id)).toBe(1);
    await expire.execute(new ExpireUnpaidOrdersCommand(inAnHour, inAnHour));

    const tracked = await shop.agent().get(`/api/orders/track/${placed.body.orderNumber}`).expect(200);
    expect(tracked.body).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'expired' });
    expect(await stockOf(product.id)).toBe(4);
    expect(await kindsFor(placed.body.id)).toEqual(['cod-expired', 'cod-placed']);
    await shop.agent().post(`/api/orders/confirmations/${await confirmToken(placed.body.id)}`).expect(409);
  });

  it('collects at the door: 400 naming amount for the wrong sum, then paid and delivered with the record and a receipt', async () => {
    const product = await insertProduct(shop.dataSource, { price: '100.00', stock: 5, sizes: [] });
    const order = await atTheDoor(product.id, '100.00');

    const wrong = await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/collect`).send({ via: 'cash', amount: '100.00' }).expect(400);
    expect(JSON.stringify(wrong.body)).toContain('amount');
    await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/collect`).send({ via: 'cheque', amount: order.total }).expect(400);

    const collected = await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/collect`).send({ via: 'momo', amount: order.total }).expect(200);
    expect(collected.body).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered', payOnDelivery: { toCollect: null, collection: { via: 'momo', amount: order.total, by: expect.stringMatching(/^admin\d+@example\.com$/) } } });
    expect(await kindsFor(order.id)).toEqual(['cod-collected', 'cod-confirmed', 'cod-placed', 'order-out-for-delivery']);

    const again = await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/collect`).send({ via: 'cash', amount: order.total }).expect(409);
    expect(again.body).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
    const stats = await admin.get('/api/admin/stats').expect(200);
    expect(stats.body.revenue).toBe(order.total);
  });

  it('answers 409 naming the state for a door action before the order is out for delivery', async () => {
    const product = await insertProduct(shop.dataSource, { price: '40.00', stock: 5, sizes: [] });
    const placed = await shop.agent().post('/api/orders').send(codCheckout(product.id, '40.00')).expect(201);
    const response = await admin.post(`/api/admin/orders/${placed.body.id}/pay-on-delivery/refuse`).send({}).expect(409);
    expect(response.body).toMatchObject({ orderStatus: 'ordered', paymentStatus: 'pending', message: expect.stringContaining('ordered') });
  });

  it('refused at the door: cancelled, stock back, closed; a second refusal within 180 days ends pay on delivery for that phone however it is written', async () => {
    const product = await insertProduct(shop.dataSource, { price: '60.00', stock: 6, sizes: [] });
    const first = await atTheDoor(product.id, '60.00');
    const refused = await admin.post(`/api/admin/orders/${first.id}/pay-on-delivery/refuse`).send({ note: 'Changed her mind' }).expect(200);
    expect(refused.body).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refused' });
    expect(await stockOf(product.id)).toBe(6);
    await admin.patch(`/api/admin/orders/${first.id}/status`).send({ status: 'processing' }).expect(409);

    // The same phone, written differently, refuses once more.
    const placed = await shop.agent().post('/api/orders').send(codCheckout(product.id, '60.00', 1, { phone: first.phone.replace(/^0/, '+233 ') })).expect(201);
    await shop.agent().post(`/api/orders/confirmations/${await confirmToken(placed.body.id)}`).expect(200);
    await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    await admin.post(`/api/admin/orders/${placed.body.id}/pay-on-delivery/refuse`).send({}).expect(200);

    const third = await shop.agent().post('/api/orders').send(codCheckout(product.id, '60.00', 1, { phone: first.phone })).expect(409);
    expect(third.body).toMatchObject({ paymentMethod: 'cod', reason: 'refusals' });
    expect(third.body.message).toMatch(/refused at the door.*Mobile Money/);
    expect(await stockOf(product.id)).toBe(6);
  });

  it('not home: stays out for delivery with the note and its time', async () => {
    const product = await insertProduct(shop.dataSource, { price: '30.00', stock: 5, sizes: [] });
    const order = await atTheDoor(product.id, '30.00');
    const response = await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/not-home`).send({ note: 'No answer at the gate' }).expect(200);
    expect(response.body.orderStatus).toBe('out-for-delivery');
    expect(response.body.payOnDelivery.history.at(-1)).toMatchObject({ event: 'not-home', note: 'No answer at the gate', at: expect.any(String) });
    await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/not-home`).send({ note: 'x'.repeat(501) }).expect(400);
  });

  it('a Mobile Money request at the door goes through Paystack and the shopper gets its link', async () => {
    const product = await insertProduct(shop.dataSource, { price: '90.00', stock: 5, sizes: [] });
    const order = await atTheDoor(product.id, '90.00');
    const response = await admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/momo-request`).expect(200);
    expect(response.body.payment).toMatchObject({ provider: 'paystack', method: 'momo', status: 'pending', amountPesewas: Math.round(Number(order.total) * 100) });
    const [sms]: { text: string }[] = await shop.dataSource.query(`SELECT text FROM outbox_messages WHERE "orderId" = $1 AND kind = 'cod-momo-request' AND channel = 'sms'`, [order.id]);
    expect(sms.text).toContain(response.body.payment.redirectUrl);
  });

  it('the checkout is told the cap and that pay on delivery is offered', async () => {
    const options = await shop.agent().get('/api/payments/options').expect(200);
    expect(options.body).toMatchObject({ payOnDeliveryMaxTotal: '500.00', payOnDeliveryConfirmHours: 24 });
    expect(options.body.methods).toContainEqual({ method: 'cod', available: true });
  });
});
