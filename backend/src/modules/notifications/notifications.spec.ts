import { OrderDeliveryEstimateDto } from '../ordering/dto/order.dto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { formatCedis, SMS_MAX_LENGTH } from '@shop/rules';
import { scriptNotificationsConfig } from '../../config/notifications-config';
import { eventually } from '../../test-support/eventually';
import { FakePaystack, startFakePaystack } from '../../test-support/fake-paystack';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Product } from '../catalog/domain/product.entity';
import { Order } from '../ordering/domain/order.entity';
import { ReconcilePaymentsCommand } from '../payments/commands/reconcile-payments/reconcile-payments.command';
import { ReconcilePaymentsHandler } from '../payments/commands/reconcile-payments/reconcile-payments.handler';
import { Payment } from '../payments/domain/payment.entity';
import { FindOptionsWhere } from 'typeorm';
import { OutboxMessage } from './domain/outbox-message.entity';
import { NotificationsService } from './notifications.service';

const SHOP_URL = 'https://kente.test';
const STAFF = ['ops@kente.test', 'owner@kente.test'];

describe('the messages each change writes to the outbox', () => {
  let fake: FakePaystack;
  let shop: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    fake = await startFakePaystack();
    shop = await createTestApp({
      payments: fake.paymentsConfig(),
      // The relay is another piece: here the rows are what is checked, nothing is sent.
      notifications: { ...scriptNotificationsConfig(mkdtempSync(join(tmpdir(), 'shop-mail-'))), staffEmails: STAFF, shopUrl: SHOP_URL, relayInProcess: false },
    });
    await shop.app.listen(0, '127.0.0.1');
    fake.webhookTarget = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
    admin = await signedInBrowser(shop, 'admin');
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });
  beforeEach(() => {
    Object.assign(fake.behaviour, { delayMs: 0, sendWebhooks: true, signWith: null, charged: null, failRefunds: false });
  });

  const messages = (where: FindOptionsWhere<OutboxMessage>) => shop.dataSource.getRepository(OutboxMessage).find({ where, order: { createdAt: 'ASC', kind: 'ASC', channel: 'ASC', recipient: 'ASC' } });
  const countAll = () => shop.dataSource.getRepository(OutboxMessage).count();
  const one = async (where: FindOptionsWhere<OutboxMessage>) => {
    const found = await messages(where);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const stored = (orderNumber: string) => shop.dataSource.getRepository(Order).findOneByOrFail({ orderNumber });
  const attempt = (reference: string) => shop.dataSource.getRepository(Payment).findOneByOrFail({ reference });
  const link = (orderNumber: string) => `${SHOP_URL}/track?order=${orderNumber}`;

  async function placeOrder(options: { product?: Product; quantity?: number; phone?: string; idempotencyKey?: string; sessionId?: string } = {}) {
    const product = options.product ?? (await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '85.50', stock: 10, sizes: ['M'], colors: ['Gold'] }));
    const body = {
      ...checkoutBody(options.sessionId ?? `msg-${Math.random().toString(36).slice(2)}`, [{ productId: product.id, quantity: options.quantity ?? 2, price: product.price, size: product.sizes[0] }]),
      ...(options.phone ? { phone: options.phone } : {}),
    };
    const post = shop.agent().post('/api/orders');
    if (options.idempotencyKey) post.set('Idempotency-Key', options.idempotencyKey);
    const response = await post.send(body).expect((response) => expect([200, 201]).toContain(response.status));
    return { product, body, placed: response.body as { id: string; orderNumber: string; payment: { reference: string } } };
  }

  describe('order placed', () => {
    it('a number outside SMS_COUNTRIES (Ghana by default) is kept on the order but never texted; the e-mail goes', async () => {
      const { placed } = await placeOrder({ phone: '+1 268 464 1234' });
      expect((await stored(placed.orderNumber)).phone).toContain('268');
      const sms = await one({ orderId: placed.id, kind: 'order-placed', channel: 'sms' });
      expect(sms).toMatchObject({ recipient: '+12684641234', status: 'undeliverable' });
      expect(sms.lastError).toMatch(/SMS_COUNTRIES/);
      expect(await one({ orderId: placed.id, kind: 'order-placed', channel: 'email' })).toMatchObject({ status: 'queued' });
    });

    it('e-mails and texts the shopper the number, items, total, delivery estimate and tracking link, and e-mails each staff address', async () => {
      const { placed } = await placeOrder();
      const order = await stored(placed.orderNumber);
      const all = await messages({ orderId: placed.id });
      expect(all.map(({ kind, channel, audience, recipient }) => ({ kind, channel, audience, recipient }))).toEqual(
        expect.arrayContaining([
          { kind: 'order-placed', channel: 'email', audience: 'shopper', recipient: 'ama.mensah@example.com' },
          { kind: 'order-placed', channel: 'sms', audience: 'shopper', recipient: '+233241234567' },
          { kind: 'staff-new-order', channel: 'email', audience: 'staff', recipient: STAFF[0] },
          { kind: 'staff-new-order', channel: 'email', audience: 'staff', recipient: STAFF[1] },
        ]),
      );
      expect(all).toHaveLength(4);

      // The range checkout promised, in its words (ADR 053): standard is 3-5 business days.
      const estimate = OrderDeliveryEstimateDto.from(order)!.text;
      expect(estimate).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3} – [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3}$/);
      const email = await one({ orderId: placed.id, kind: 'order-placed', channel: 'email' });
      expect(email).toMatchObject({ status: 'queued', reference: placed.orderNumber, dedupKey: `order:${placed.id}:placed:email` });
      expect(email.subject).toBe(`Your order ${placed.orderNumber} is placed`);
      for (const part of [email.text, email.html!]) {
        expect(part).toContain(placed.orderNumber);
        expect(part).toContain('2 x Kente Stole (size M, colour Gold)');
        expect(part).toContain(formatCedis('171.00'));
        expect(part).toContain('₵209.55');
        expect(part).toContain(estimate);
        expect(part).toContain(link(placed.orderNumber));
      }
      expect(email.html).toContain('Kente &amp; Co');
      expect(email.html).not.toMatch(/<img|<link|@import|<style/i);

      const sms = await one({ orderId: placed.id, kind: 'order-placed', channel: 'sms' });
      expect(sms).toMatchObject({ status: 'queued', subject: null, html: null, dedupKey: `order:${placed.id}:placed:sms` });
      // Placed, not yet paid: until when the items wait for the payment, in Ghana time.
      const payBy = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Accra' }).format(new Date(order.createdAt.getTime() + 30 * 60_000));
      expect(sms.text).toBe(`Kente & Co: order ${placed.orderNumber} received, 2 items, total GHS 209.55, to pay by ${payBy}. Delivery by ${estimate.replace('–', '-')}. Pay or track: ${link(placed.orderNumber)}`);
      expect(email.text).toContain(`Payment is still due: please finish paying by ${payBy} (Ghana time), or the order is cancelled and its items go back on sale.`);

      const staff = await one({ orderId: placed.id, recipient: STAFF[0] });
      expect(staff).toMatchObject({ dedupKey: `staff:order:${placed.id}:new-order:${STAFF[0]}`, subject: `New order ${placed.orderNumber}: ₵209.55` });
      expect(staff.text).toContain('2 x Kente Stole');
    });

    it('a text counts many items rather than listing them and stays within two segments', async () => {
      const product = await insertProduct(shop.dataSource, { name: 'Hand-woven Bonwire Kente Ceremonial Cloth With A Very Long Descriptive Name'.repeat(2), price: '10.00', stock: 50, sizes: [], colors: [] });
      const { placed } = await placeOrder({ product, quantity: 13 });
      const sms = await one({ orderId: placed.id, kind: 'order-placed', channel: 'sms' });
      expect(sms.text).toContain('13 items');
      expect(sms.text).not.toContain('Bonwire');
      expect(sms.text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    });

    it('the checkout retried with the same Idempotency-Key writes its messages once', async () => {
      const product = await insertProduct(shop.dataSource, { price: '40.00', stock: 5, sizes: [], colors: [] });
      const first = await placeOrder({ product, idempotencyKey: 'retry-key-0001', sessionId: 'msg-replay', quantity: 1 });
      const again = await placeOrder({ product, idempotencyKey: 'retry-key-0001', sessionId: 'msg-replay', quantity: 1 });
      expect(again.placed.id).toBe(first.placed.id);
      expect(await messages({ orderId: first.placed.id })).toHaveLength(4);
    });

    it('an order refused for stock (409) writes nothing', async () => {
      const product = await insertProduct(shop.dataSource, { price: '40.00', stock: 1, sizes: [], colors: [] });
      const before = await countAll();
      const body = checkoutBody('msg-no-stock', [{ productId: product.id, quantity: 2, price: '40.00' }]);
      await shop.agent().post('/api/orders').send(body).expect(409);
      expect(await countAll()).toBe(before);
    });

    it('a number that cannot be texted is recorded as undeliverable, never queued', async () => {
      const { placed } = await placeOrder({ phone: '000 000 0000' });
      const sms = await one({ orderId: placed.id, channel: 'sms' });
      expect(sms).toMatchObject({ status: 'undeliverable', recipient: '000 000 0000' });
      expect(sms.lastError).toContain('not a phone number we can text');
      expect((await one({ orderId: placed.id, kind: 'order-placed', channel: 'email' })).status).toBe('queued');
    });

    it('escapes a product name in the HTML', async () => {
      const product = await insertProduct(shop.dataSource, { name: '<script>alert("x")</script> Smock', price: '50.00', stock: 5, sizes: [], colors: [] });
      const { placed } = await placeOrder({ product, quantity: 1 });
      const email = await one({ orderId: placed.id, kind: 'order-placed', channel: 'email' });
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Smock');
      expect(email.text).toContain('<script>alert("x")</script> Smock');
    });
  });

  describe('order status', () => {
    const change = (orderId: string, status: string, trackingNumber?: string) => admin.patch(`/api/admin/orders/${orderId}/status`).send({ status, ...(trackingNumber ? { trackingNumber } : {}) });

    it('confirmed, shipped (with its tracking number), out for delivery, delivered (inviting a review) and cancelled each e-mail and text the shopper', async () => {
      const { placed } = await placeOrder();
      const number = placed.orderNumber;
      await change(placed.id, 'confirmed').expect(200);
      await change(placed.id, 'processing').expect(200);
      await change(placed.id, 'shipped', 'GHP-TRK-778899').expect(200);
      await change(placed.id, 'out-for-delivery').expect(200);
      await change(placed.id, 'delivered').expect(200);
      // A delivered order is cancelled only once moved back a stage (ADR 043); that step is told once.
      await change(placed.id, 'cancelled').expect(409);
      await change(placed.id, 'out-for-delivery').expect(200);
      await change(placed.id, 'cancelled').expect(200);

      const shopperKinds = (await messages({ orderId: placed.id, audience: 'shopper' })).map(({ kind, channel }) => `${kind}/${channel}`);
      expect(shopperKinds.sort()).toEqual(
        ['order-placed', 'order-confirmed', 'order-shipped', 'order-out-for-delivery', 'order-delivered', 'order-cancelled'].flatMap((kind) => [`${kind}/email`, `${kind}/sms`]).sort(),
      );

      const confirmed = await one({ orderId: placed.id, kind: 'order-confirmed', channel: 'email' });
      expect(confirmed.subject).toBe(`Your order ${number} is confirmed`);
      const shippedEmail = await one({ orderId: placed.id, kind: 'order-shipped', channel: 'email' });
      const shippedSms = await one({ orderId: placed.id, kind: 'order-shipped', channel: 'sms' });
      expect(shippedSms).toMatchObject({ dedupKey: `order:${placed.id}:shipped:sms`, recipient: '+233241234567' });
      for (const text of [shippedEmail.text, shippedEmail.html!, shippedSms.text]) expect(text).toContain('GHP-TRK-778899');
      expect((await one({ orderId: placed.id, kind: 'order-out-for-delivery', channel: 'sms' })).text).toContain('out for delivery');
      const delivered = await one({ orderId: placed.id, kind: 'order-delivered', channel: 'email' });
      expect(delivered.text).toContain(`Review your order: ${link(number)}`);
      expect(delivered.html).toContain(`href="${link(number)}"`);
      expect((await one({ orderId: placed.id, kind: 'order-delivered', channel: 'sms' })).text).toContain(`Review your items: ${link(number)}`);
      expect((await one({ orderId: placed.id, kind: 'order-cancelled', channel: 'email' })).subject).toBe(`Your order ${number} was cancelled`);
    });

    it('the same status chosen again, an unknown status (400) and a refused reopening (409) write nothing', async () => {
      const product = await insertProduct(shop.dataSource, { price: '40.00', stock: 1, sizes: [], colors: [] });
      const { placed } = await placeOrder({ product, quantity: 1 });
      await change(placed.id, 'confirmed').expect(200);
      const before = await countAll();
      await change(placed.id, 'confirmed').expect(200);
      await change(placed.id, 'teleported').expect(400);
      await change(placed.id, 'cancelled').expect(200);
      const afterCancel = await countAll();
      expect(afterCancel).toBe(before + 2);
      // The unit went back on sale and sold: reopening the order is refused and rolls back its messages.
      await placeOrder({ product, quantity: 1 });
      const beforeReopen = await countAll();
      await change(placed.id, 'shipped', 'TRK-1').expect(409);
      expect(await countAll()).toBe(beforeReopen);
      expect(await messages({ orderId: placed.id, kind: 'order-shipped' })).toHaveLength(0);
    });
  });

  describe('payments', () => {
    it('received: the shopper hears the amount, once however often it is confirmed', async () => {
      const { placed } = await placeOrder();
      await fake.approve(placed.payment.reference);
      await eventually(() => stored(placed.orderNumber), (order) => order.paymentStatus === 'paid');
      await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200);
      const email = await one({ orderId: placed.id, kind: 'payment-received', channel: 'email' });
      expect(email).toMatchObject({ dedupKey: `order:${placed.id}:payment-received:email`, subject: `Payment received for order ${placed.orderNumber}` });
      expect(email.text).toContain('₵209.55');
      expect((await one({ orderId: placed.id, kind: 'payment-received', channel: 'sms' })).text).toContain('GHS 209.55');
    });

    it('failed: the shopper is told it did not go through, until when the items are held and where to try again', async () => {
      const { placed } = await placeOrder();
      await fake.decline(placed.payment.reference);
      await shop.agent().post(`/api/payments/${placed.orderNumber}/check`).expect(200);
      expect((await stored(placed.orderNumber)).paymentStatus).toBe('failed');
      const sms = await one({ orderId: placed.id, kind: 'payment-failed', channel: 'sms' });
      expect(sms.text).toContain(`Try again: ${link(placed.orderNumber)}`);
      // Held from the order's creation for PAYMENT_HOLD_MINUTES (30 by default), said in Ghana time.
      const { createdAt } = await stored(placed.orderNumber);
      const until = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Accra' }).format(new Date(new Date(createdAt).getTime() + 30 * 60_000));
      expect((await one({ orderId: placed.id, kind: 'payment-failed', channel: 'email' })).text).toContain(`Your items are held for you until ${until} (Ghana time)`);
    });

    it('refunded: a paid order staff cancel is refunded and the shopper hears of the refund', async () => {
      const { placed } = await placeOrder();
      await fake.approve(placed.payment.reference);
      await eventually(() => stored(placed.orderNumber), (order) => order.paymentStatus === 'paid');
      await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'cancelled', reason: 'Customer asked to cancel' }).expect(200);
      await eventually(() => stored(placed.orderNumber), (order) => order.paymentStatus === 'refunded');
      const email = await one({ orderId: placed.id, kind: 'payment-refunded', channel: 'email' });
      expect(email.text).toContain('We have refunded ₵209.55');
      await one({ orderId: placed.id, kind: 'payment-refunded', channel: 'sms' });
      await one({ orderId: placed.id, kind: 'order-cancelled', channel: 'sms' });
    });

    it('a hold that ran out cancels the order and says the payment did not arrive in time', async () => {
      const { placed } = await placeOrder();
      await shop.app.get(ReconcilePaymentsHandler).execute(new ReconcilePaymentsCommand(new Date(Date.now() + 31 * 60_000)));
      expect(await stored(placed.orderNumber)).toMatchObject({ paymentStatus: 'expired', orderStatus: 'cancelled' });
      const sms = await one({ orderId: placed.id, kind: 'order-cancelled', channel: 'sms' });
      expect(sms.text).toContain('did not arrive in time');
      expect((await one({ orderId: placed.id, kind: 'order-cancelled', channel: 'email' })).text).toContain('did not receive the payment');
    });

    it('a payment that arrives after the hold ran out, while the stock allows, tells the shopper it was received', async () => {
      const { placed } = await placeOrder();
      await shop.app.get(ReconcilePaymentsHandler).execute(new ReconcilePaymentsCommand(new Date(Date.now() + 31 * 60_000)));
      await fake.approve(placed.payment.reference);
      await eventually(() => stored(placed.orderNumber), (order) => order.paymentStatus === 'paid');
      expect(await stored(placed.orderNumber)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'ordered' });
      await one({ orderId: placed.id, kind: 'order-cancelled', channel: 'email' });
      expect((await one({ orderId: placed.id, kind: 'payment-received', channel: 'sms' })).text).toContain('GHS 209.55');
    });

    it('a mismatched amount e-mails every staff address with the payment history sentence', async () => {
      const { placed } = await placeOrder();
      fake.behaviour.charged = { amount: 20900 };
      await fake.approve(placed.payment.reference);
      await eventually(() => attempt(placed.payment.reference), (found) => found.status !== 'pending');
      expect((await attempt(placed.payment.reference)).status).toBe('mismatch');
      const mismatch = await messages({ orderId: placed.id, kind: 'staff-payment-mismatch' });
      expect(mismatch.map((message) => message.recipient).sort()).toEqual(STAFF);
      expect(mismatch[0].subject).toBe(`Payment mismatch on order ${placed.orderNumber}`);
      expect(mismatch[0].text).toContain('Paystack says ₵209.00 was paid, the attempt is for ₵209.55');
      expect(await messages({ orderId: placed.id, kind: 'payment-received' })).toHaveLength(0);
    });
  });

  describe('support', () => {
    const request = { firstName: 'Kofi', lastName: 'Boateng', email: 'Kofi@Example.com', orderNumber: 'GH-7KQ2-M9XD-4TRB', subject: 'Shipping Inquiry', message: 'When will my smock arrive in Bolgatanga?' };

    it('the sender gets the 24-hour promise and a reference; each different answer is e-mailed once', async () => {
      const { id } = (await shop.agent().post('/api/support').send(request).expect(201)).body;
      const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
      const received = await one({ reference, kind: 'support-received' });
      expect(received).toMatchObject({ recipient: 'kofi@example.com', channel: 'email', audience: 'shopper', dedupKey: `support:${id}:received:email` });
      expect(received.subject).toBe(`We received your request [${reference}]`);
      expect(received.text).toContain('within 24 hours');
      expect(received.text).toContain(reference);
      // Nobody proved the address is the sender's: nothing they typed is relayed to it.
      expect(received.text).not.toMatch(/Kofi|Bolgatanga|Shipping Inquiry/);

      await admin.patch(`/api/admin/support/${id}`).send({ status: 'in-progress' }).expect(200);
      expect(await messages({ reference, kind: 'support-answered' })).toHaveLength(0);

      const answer = 'Your smock left Tamale this morning.\nIt reaches Bolgatanga on Friday.';
      const saved = (await admin.patch(`/api/admin/support/${id}`).send({ response: answer }).expect(200)).body;
      expect(saved.response).toBe(answer);
      await admin.patch(`/api/admin/support/${id}`).send({ response: answer, status: 'resolved' }).expect(200);
      const answered = await one({ reference, kind: 'support-answered' });
      expect(answered).toMatchObject({ recipient: 'kofi@example.com', subject: `Re: Shipping Inquiry [${reference}]` });
      expect(answered.dedupKey).toMatch(new RegExp(`^support:${id}:answer:[0-9a-f]{16}:email$`));
      expect(answered.text).toContain('> Your smock left Tamale this morning.\n> It reaches Bolgatanga on Friday.');
      expect(answered.html).toContain('Your smock left Tamale this morning.<br>It reaches Bolgatanga on Friday.');

      await admin.patch(`/api/admin/support/${id}`).send({ response: 'A correction: it arrives on Saturday.' }).expect(200);
      const both = await messages({ reference, kind: 'support-answered' });
      expect(both).toHaveLength(2);
      expect(both.some((message) => message.text.includes('A correction: it arrives on Saturday.'))).toBe(true);
      await admin.patch(`/api/admin/support/${id}`).send({ response: '' }).expect(200);
      expect(await messages({ reference, kind: 'support-answered' })).toHaveLength(2);
    });

    it('answering an open request moves it to in progress, and the answer invites a reply to the e-mail rather than the form', async () => {
      const { id } = (await shop.agent().post('/api/support').send(request).expect(201)).body;
      const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
      const saved = (await admin.patch(`/api/admin/support/${id}`).send({ response: 'It reaches Bolgatanga on Friday.' }).expect(200)).body;
      expect(saved.status).toBe('in-progress');
      const answered = await one({ reference, kind: 'support-answered' });
      expect(answered.text).toContain('Simply reply to this e-mail');
      expect(answered.text).not.toContain('/support');
      expect(answered.html).not.toContain('/support"');

      // A status staff set themselves stands: a resolved request answered again stays resolved,
      // and a status named with the answer wins.
      await admin.patch(`/api/admin/support/${id}`).send({ status: 'resolved' }).expect(200);
      expect((await admin.patch(`/api/admin/support/${id}`).send({ response: 'A correction: Saturday.' }).expect(200)).body.status).toBe('resolved');
      const other = (await shop.agent().post('/api/support').send(request).expect(201)).body;
      expect((await admin.patch(`/api/admin/support/${other.id}`).send({ response: 'Done.', status: 'closed' }).expect(200)).body.status).toBe('closed');
    });

    it("e-mails end with the shop's phone, WhatsApp and e-mail as staff last saved them; staff notices do not", async () => {
      const settings = { phone: '030 291 4455', whatsapp: '+233 55 123 9876', email: 'care@kente.example', address: 'Osu, Accra', businessHours: 'Every day: 9:00 – 17:00', socialLinks: [] };
      await admin.put('/api/admin/settings').send(settings).expect(200);
      const { id } = (await shop.agent().post('/api/support').send(request).expect(201)).body;
      const received = await one({ reference: id.replace(/-/g, '').slice(0, 8).toUpperCase(), kind: 'support-received' });
      const line = 'Questions? Call 030 291 4455 · WhatsApp +233 55 123 9876 · care@kente.example';
      expect(received.text.endsWith(line)).toBe(true);
      expect(received.html).toContain(line);

      await admin.put('/api/admin/settings').send({ ...settings, phone: '030 291 0000' }).expect(200);
      // Written with the change that caused it: a stored message keeps the details of its time.
      expect((await one({ id: received.id })).text).toContain('030 291 4455');
      const staff = await messages({ audience: 'staff' });
      expect(staff.length).toBeGreaterThan(0);
      expect(staff.filter((message) => message.text.includes('Questions? Call'))).toEqual([]);
    });

    it('a refused support post (400) writes nothing', async () => {
      const before = await countAll();
      await shop.agent().post('/api/support').send({ ...request, subject: 'Not a subject' }).expect(400);
      expect(await countAll()).toBe(before);
    });
  });

  describe('suppliers', () => {
    let selfie: string;
    beforeAll(async () => {
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8d5524' } }).jpeg().toBuffer();
      selfie = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    });
    const apply = async (language: 'en' | 'zh-CN', email: string) =>
      (
        await shop
          .agent()
          .post('/api/suppliers/register')
          .send({ businessName: 'Guangzhou Textiles', contactPerson: '李伟', email, password: 'secret-123', phone: '+86 138 0000 0000', country: 'China', language, faceVerificationImage: selfie, governmentIdImage: selfie })
          .expect(201)
      ).body.id as string;
    const supplierMessages = (id: string) => shop.dataSource.getRepository(OutboxMessage).find({ where: { audience: 'supplier' }, order: { createdAt: 'ASC' } }).then((all) => all.filter((message) => message.dedupKey.startsWith(`supplier:${id}:`)));

    it('a Chinese-speaking supplier hears of the application, the verified face and the approval in Chinese', async () => {
      const id = await apply('zh-CN', 'li.wei@example.cn');
      await admin.put(`/api/admin/suppliers/${id}/verify-face`).send({ status: 'verified' }).expect(200);
      await admin.put(`/api/admin/suppliers/${id}/approve`).expect(200);
      await admin.put(`/api/admin/suppliers/${id}/approve`).expect(200);
      const sent = await supplierMessages(id);
      expect(sent.map(({ kind, channel, recipient }) => ({ kind, channel, recipient }))).toEqual([
        { kind: 'supplier-application-received', channel: 'email', recipient: 'li.wei@example.cn' },
        { kind: 'supplier-face-verified', channel: 'email', recipient: 'li.wei@example.cn' },
        { kind: 'supplier-approved', channel: 'email', recipient: 'li.wei@example.cn' },
      ]);
      expect(sent.map((message) => message.subject)).toEqual(['我们已收到您的供应商申请', '您的身份已通过验证', '欢迎加入 Kente & Co：您的企业已获批准']);
      expect(sent[0].text).toContain('李伟，您好');
      expect(sent[0].html).toContain('lang="zh-CN"');
      expect(sent[2].dedupKey).toBe(`supplier:${id}:approved:email`);
    });

    it('an English-speaking supplier whose face is rejected hears it in English; a second review (409) writes nothing', async () => {
      const id = await apply('en', 'kwame@example.com');
      await admin.put(`/api/admin/suppliers/${id}/verify-face`).send({ status: 'rejected', notes: 'Blurry' }).expect(200);
      await admin.put(`/api/admin/suppliers/${id}/verify-face`).send({ status: 'verified' }).expect(409);
      await admin.put(`/api/admin/suppliers/${id}/approve`).expect(409);
      const sent = await supplierMessages(id);
      expect(sent.map((message) => message.kind)).toEqual(['supplier-application-received', 'supplier-face-rejected']);
      expect(sent[0].subject).toBe('We received your supplier application');
      expect(sent[1].subject).toBe('We could not verify your identity');
      expect(sent[1].text).toContain('Hello 李伟,');
    });

    it('a refused application (duplicate e-mail, 409) writes nothing', async () => {
      await apply('en', 'twice@example.com');
      const before = await countAll();
      await shop.agent().post('/api/suppliers/register').send({ businessName: 'B', contactPerson: 'C', email: 'twice@example.com', password: 'secret-123', phone: '+86 138 0000 0000', country: 'China', faceVerificationImage: selfie, governmentIdImage: selfie }).expect(409);
      expect(await countAll()).toBe(before);
    });
  });

  describe('inside a transaction', () => {
    it('messages written before an error in the same transaction are rolled back with it', async () => {
      const notifications = shop.app.get(NotificationsService);
      const before = await countAll();
      await expect(
        shop.dataSource.transaction(async (manager) => {
          await notifications.supportRequestReceived(manager, { id: '3f1c2a9e-0000-4000-8000-000000000001', email: 'x@example.com', firstName: 'X', subject: 'General Inquiry', message: 'Hello', orderNumber: null, response: null });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await countAll()).toBe(before);
    });

    it('a dead letter is told to every staff address, once; a dead staff notice is not told again', async () => {
      const notifications = shop.app.get(NotificationsService);
      const dead = { messageId: '3f1c2a9e-0000-4000-8000-0000000000d1', kind: 'order-shipped', channel: 'sms', recipient: '+233241234567', reference: 'GH-TEST-DEAD-0001', lastError: 'Arkesel answered 401 <invalid key>' };
      await shop.dataSource.transaction((manager) => notifications.messageDeadLettered(manager, dead));
      await shop.dataSource.transaction((manager) => notifications.messageDeadLettered(manager, dead));
      const told = await messages({ kind: 'staff-message-dead', reference: 'GH-TEST-DEAD-0001' });
      expect(told.map((message) => message.dedupKey).sort()).toEqual(STAFF.map((address) => `staff:dead:${dead.messageId}:${address}`));
      expect(told[0].html).toContain('Arkesel answered 401 &lt;invalid key&gt;');
      const before = await countAll();
      await shop.dataSource.transaction((manager) => notifications.messageDeadLettered(manager, { ...dead, messageId: '3f1c2a9e-0000-4000-8000-0000000000d2', kind: 'staff-message-dead' }));
      expect(await countAll()).toBe(before);
    });
  });
});
