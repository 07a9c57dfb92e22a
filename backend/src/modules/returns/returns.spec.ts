import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { eventually } from '../../test-support/eventually';
import { FakePaystack, startFakePaystack } from '../../test-support/fake-paystack';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { ProductVariant } from '../catalog/domain/product-variant.entity';
import { OutboxMessage } from '../notifications/domain/outbox-message.entity';
import { Order } from '../ordering/domain/order.entity';
import { PaymentEvent } from '../payments/domain/payment-event.entity';
import { Payment } from '../payments/domain/payment.entity';
import { paystackSignature } from '../payments/providers/paystack.provider';
import { SANDBOX_UNKNOWN_ACCOUNT } from '../payments/test-mode/paystack-sandbox';
import { ReturnRequest } from './domain/return-request.entity';
import { MomoRefundTransfers, refundTransferReference } from './momo-refund-transfers';

describe('returns (issue 34): a delivered order returned line by line, refunded once through Paystack', () => {
  let fake: FakePaystack;
  let shop: TestApp;
  let baseUrl: string;
  let admin: Agent;

  beforeAll(async () => {
    fake = await startFakePaystack();
    shop = await createTestApp({ payments: fake.paymentsConfig() });
    await shop.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}`;
    fake.webhookTarget = `${baseUrl}/api/payments/paystack/webhook`;
    admin = await signedInBrowser(shop, 'admin');
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  const stockOf = async (variantId: string) => (await shop.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: variantId })).stock;

  /** Two lines (a dress in M x2, a shirt x1), paid through the fake Paystack and delivered `daysAgo` days ago. */
  async function deliveredOrder(daysAgo = 1, sameDressAs?: Awaited<ReturnType<typeof insertProduct>>) {
    const dress = sameDressAs ?? await insertProduct(shop.dataSource, { name: 'Kaba Dress', price: '100.00', sizes: ['M', 'L'], colors: [], variants: [{ size: 'M', stock: 5 }, { size: 'L', stock: 5 }] });
    const shirt = await insertProduct(shop.dataSource, { name: 'Fugu Shirt', price: '50.00', sizes: [], colors: [], stock: 5 });
    const body = checkoutBody(`rt-${Math.random().toString(36).slice(2)}`, [
      { productId: dress.id, quantity: 2, price: '100.00', size: 'M' },
      { productId: shirt.id, quantity: 1, price: '50.00' },
    ]);
    const placed = (await shop.agent().post('/api/orders').send(body).expect(201)).body;
    await fake.approve(placed.payment.reference);
    await eventually(() => shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id }), (order) => order.paymentStatus === 'paid');
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'delivered' }).expect(200);
    await shop.dataSource.query(`UPDATE orders SET "deliveredAt" = now() - make_interval(days => $2) WHERE id = $1`, [placed.id, daysAgo]);
    const dressM = dress.variants.find((variant) => variant.size === 'M')!;
    return { placed, orderNumber: placed.orderNumber as string, reference: placed.payment.reference as string, dress, dressM, shirtVariant: shirt.variants[0] };
  }

  const ask = (orderNumber: string, overrides: Record<string, unknown> = {}) => ({ orderNumber, contact: 'ama.mensah@example.com', reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }], ...overrides });

  it('quotes the return delivery fee before confirming: the zone’s fee when the shopper changed their mind, free when the item is defective (with the delivery refunded)', async () => {
    const { orderNumber } = await deliveredOrder();
    const mind = (await shop.agent().post('/api/returns/quote').send(ask(orderNumber)).expect(200)).body;
    // No zones: SPEC's standard price to Northern, with no free-delivery threshold for a return.
    expect(mind).toMatchObject({ deliveryFee: '30.00', refund: '105.00', refundsShipping: false });
    const defective = (await shop.agent().post('/api/returns/quote').send(ask(orderNumber, { reason: 'defective' })).expect(200)).body;
    expect(defective).toMatchObject({ deliveryFee: '0.00', refundsShipping: true, refund: '105.00' });
    expect(await shop.dataSource.query(`SELECT 1 FROM returns WHERE "orderNumber" = $1`, [orderNumber])).toEqual([]);
  });

  it('starts a guest return with the order’s e-mail or phone, numbered RT-, with its timeline; any other contact answers as an unknown order', async () => {
    const { orderNumber, placed } = await deliveredOrder();
    await shop.agent().post('/api/returns').send(ask(orderNumber, { contact: 'someone.else@example.com' })).expect(404);
    await shop.agent().post('/api/returns').send(ask(orderNumber, { contact: undefined })).expect(404);
    const started = (await shop.agent().post('/api/returns').send(ask(orderNumber, { contact: '024 123 4567', reason: 'wrong-size', note: 'Too small' })).expect(201)).body;
    expect(started).toMatchObject({ returnNumber: expect.stringMatching(/^RT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), orderNumber, status: 'requested', reason: 'wrong-size', refundStatus: 'none' });
    expect(started.lines).toEqual([expect.objectContaining({ orderItemId: '0', name: 'Kaba Dress', size: 'M', quantity: 1, resellable: null })]);
    expect(started.timeline).toEqual([expect.objectContaining({ event: 'requested', by: 'shopper', note: 'Too small' })]);
    expect((await shop.agent().get(`/api/returns/${started.returnNumber.toLowerCase()}`).expect(200)).body.id).toBe(started.id);
    const kinds = await shop.dataSource.getRepository(OutboxMessage).find({ where: { orderId: placed.id, kind: 'return-requested' } });
    expect(kinds.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
  });

  it('takes up to three photos of the item, kept without their metadata, for staff alone; a file that is no picture is refused naming it, with nothing written', async () => {
    const { orderNumber } = await deliveredOrder();
    const withGps = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c8961e' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Camera 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' } })
      .toBuffer();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e6f5c' } }).png().toBuffer();
    const photos = [`data:image/jpeg;base64,${withGps.toString('base64')}`, png.toString('base64')];

    const notAPhoto = await shop.agent().post('/api/returns').send(ask(orderNumber, { reason: 'defective', photos: [photos[0], Buffer.from('%PDF-1.4 not a picture').toString('base64')] })).expect(400);
    expect(Object.keys(notAPhoto.body.fields)).toEqual(['photos.1']);
    const tooMany = await shop.agent().post('/api/returns').send(ask(orderNumber, { reason: 'defective', photos: [png, png, png, png].map((bytes) => bytes.toString('base64')) })).expect(400);
    expect(Object.keys(tooMany.body.fields)).toEqual(['photos']);
    expect(await shop.dataSource.query(`SELECT 1 FROM returns WHERE "orderNumber" = $1`, [orderNumber])).toEqual([]);

    const started = (await shop.agent().post('/api/returns').send(ask(orderNumber, { reason: 'defective', note: 'The seam came apart', photos })).expect(201)).body;
    expect(started.photoCount).toBe(2);
    const first = await admin.get(`/api/admin/returns/${started.id}/photos/0`).buffer(true).expect(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('no-store, private');
    const kept = await sharp(first.body as Buffer).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(kept.exif).toBeUndefined();
    expect((await sharp((await admin.get(`/api/admin/returns/${started.id}/photos/1`).buffer(true).expect(200)).body as Buffer).metadata()).format).toBe('jpeg');
    await admin.get(`/api/admin/returns/${started.id}/photos/2`).expect(404);
    await admin.get(`/api/admin/returns/${started.id}/photos/first`).expect(404);
    // Nobody but staff: not the shopper who sent them, not a guest with the return's number.
    await shop.agent().get(`/api/admin/returns/${started.id}/photos/0`).expect(401);
    expect((await shop.agent().get(`/api/returns/${started.returnNumber}`).expect(200)).body.photoCount).toBe(2);
  });

  it('lists an order’s returns for its tracking page, newest first, by the order number however typed; none for an unknown order', async () => {
    const { orderNumber } = await deliveredOrder();
    const first = (await shop.agent().post('/api/returns').send(ask(orderNumber)).expect(201)).body;
    const second = (await shop.agent().post('/api/returns').send(ask(orderNumber, { lines: [{ orderItemId: '1', quantity: 1 }] })).expect(201)).body;
    const listed = (await shop.agent().get('/api/returns').query({ order: ` ${orderNumber.toLowerCase()} ` }).expect(200)).body;
    expect(listed.map((row: { returnNumber: string }) => row.returnNumber)).toEqual([second.returnNumber, first.returnNumber]);
    expect(listed[0]).not.toHaveProperty('paymentMethod');
    expect((await shop.agent().get('/api/returns').query({ order: 'GH-0000-0000-0000' }).expect(200)).body).toEqual([]);
    expect(Object.keys((await shop.agent().get('/api/returns').expect(400)).body.fields)).toEqual(['order']);
  });

  it('answers 409 with the reason past the 14 days, and for a line already returned; 400 for a line the order lacks', async () => {
    const late = await deliveredOrder(15);
    const closed = await shop.agent().post('/api/returns').send(ask(late.orderNumber)).expect(409);
    expect(closed.body.message).toMatch(/^The 14-day return window for this order closed on \d{4}-\d{2}-\d{2}$/);

    const { orderNumber } = await deliveredOrder();
    await shop.agent().post('/api/returns').send(ask(orderNumber, { lines: [{ orderItemId: '1', quantity: 1 }] })).expect(201);
    const again = await shop.agent().post('/api/returns').send(ask(orderNumber, { lines: [{ orderItemId: '1', quantity: 1 }] })).expect(409);
    expect(again.body.message).toBe('Fugu Shirt has already been returned');
    const tooMany = await shop.agent().post('/api/returns').send(ask(orderNumber, { lines: [{ orderItemId: '0', quantity: 3 }] })).expect(409);
    expect(tooMany.body.message).toBe('Only 2 of Kaba Dress can still be returned');
    const missing = await shop.agent().post('/api/returns').send(ask(orderNumber, { lines: [{ orderItemId: '7', quantity: 1 }] })).expect(400);
    expect(missing.body.fields).toEqual({ 'lines.0.orderItemId': ['orderItemId is not a line of this order'] });
  });

  it('lets the order’s signed-in customer return without giving a contact', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    const product = await insertProduct(shop.dataSource, { price: '40.00', sizes: [], colors: [] });
    const placed = (await customer.post('/api/orders').send(checkoutBody(`own-${Date.now()}`, [{ productId: product.id, quantity: 1, price: '40.00' }])).expect(201)).body;
    await fake.approve(placed.payment.reference);
    await eventually(() => shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id }), (order) => order.paymentStatus === 'paid');
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'delivered' }).expect(200);
    await customer.post('/api/returns').send({ orderNumber: placed.orderNumber, reason: 'not-as-pictured', lines: [{ orderItemId: '0', quantity: 1 }] }).expect(201);
  });

  it('staff approve, receive, inspect and refund: stock back only for resellable units, the refund sent once however often it is clicked or the webhook repeats, revenue net of it', async () => {
    const { orderNumber, reference, dressM, shirtVariant, placed } = await deliveredOrder();
    const dressStock = await stockOf(dressM.id);
    const shirtStock = await stockOf(shirtVariant.id);
    const revenueBefore = Number((await admin.get('/api/admin/stats').expect(200)).body.revenue);
    const started = (await shop.agent().post('/api/returns').send(ask(orderNumber, { reason: 'defective', lines: [{ orderItemId: '0', quantity: 2 }, { orderItemId: '1', quantity: 1 }] })).expect(201)).body;
    // Lines 250.00 + 5% tax; the delivery was free (subtotal over 200), so there is none to give back.
    expect(started).toMatchObject({ deliveryFee: '0.00', refund: '262.50', refundsShipping: true });

    await admin.post(`/api/admin/returns/${started.id}/receive`).expect(409);
    await admin.post(`/api/admin/returns/${started.id}/refuse`).send({ message: 'x' }).expect(400);
    const approved = (await admin.post(`/api/admin/returns/${started.id}/approve`).send({ message: 'Drop it at our Osu shop' }).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', staffMessage: 'Drop it at our Osu shop' });
    await admin.post(`/api/admin/returns/${started.id}/approve`).send({}).expect(409);
    await admin.post(`/api/admin/returns/${started.id}/receive`).expect(200);
    await eventually(() => shop.dataSource.getRepository(OutboxMessage).countBy({ orderId: placed.id, kind: 'return-received' }), (count) => count === 2);

    await admin.post(`/api/admin/returns/${started.id}/inspect`).send({ lines: [{ orderItemId: '0', resellable: true }] }).expect(400);
    const inspected = (await admin.post(`/api/admin/returns/${started.id}/inspect`).send({ lines: [{ orderItemId: '0', resellable: true }, { orderItemId: '1', resellable: false }] }).expect(200)).body;
    expect(inspected.status).toBe('inspected');
    await admin.post(`/api/admin/returns/${started.id}/inspect`).send({ lines: [{ orderItemId: '0', resellable: true }, { orderItemId: '1', resellable: true }] }).expect(409);
    expect(await stockOf(dressM.id)).toBe(dressStock + 2);
    expect(await stockOf(shirtVariant.id)).toBe(shirtStock);

    const clicks = await Promise.all([1, 2, 3].map(() => admin.post(`/api/admin/returns/${started.id}/refund`)));
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409, 409]);
    expect(fake.transaction(reference)!.refundedAmount).toBe(26250);
    const refunded = clicks.find((click) => click.status === 200)!.body;
    expect(refunded).toMatchObject({ status: 'refunded', refundStatus: 'sent', refundVia: 'paystack' });

    // Paystack confirms by webhook; the same event again, twice, changes nothing.
    await eventually(() => shop.dataSource.getRepository(PaymentEvent).findBy({ reference, type: 'refund.processed' }), (events) => events.length === 1 && events[0].processedAt !== null);
    const event = await shop.dataSource.getRepository(PaymentEvent).findOneByOrFail({ reference, type: 'refund.processed' });
    const raw = Buffer.from(JSON.stringify(event.payload));
    for (let time = 0; time < 2; time += 1) {
      await shop.agent().post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', paystackSignature(raw, fake.secretKey)).send(raw.toString()).expect(200);
    }
    await admin.post(`/api/admin/returns/${started.id}/refund`).expect(409);
    expect(fake.transaction(reference)!.refundedAmount).toBe(26250);
    expect(await shop.dataSource.getRepository(Payment).findOneByOrFail({ reference })).toMatchObject({ status: 'paid' });
    expect(await shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id })).toMatchObject({ paymentStatus: 'paid', refunded: '262.50' });
    const revenueAfter = Number((await admin.get('/api/admin/stats').expect(200)).body.revenue);
    expect(Math.round((revenueAfter - revenueBefore) * 100)).toBe(-26250);
    expect(await shop.dataSource.getRepository(OutboxMessage).countBy({ orderId: placed.id, kind: 'return-refunded' })).toBe(2);

    const listed = (await admin.get('/api/admin/returns?status=refunded').expect(200));
    expect(listed.body.map((row: { id: string }) => row.id)).toContain(started.id);
    expect(listed.body.every((row: { status: string }) => row.status === 'refunded')).toBe(true);
  });

  it('exchanges a line for another size: the new size’s units held at once, shipped as a new line at no charge, nothing refunded for it', async () => {
    const { orderNumber, placed, dressM } = await deliveredOrder();
    const dressL = (await shop.dataSource.getRepository(ProductVariant).findOneByOrFail({ productId: dressM.productId, size: 'L' }));
    const lStock = await stockOf(dressL.id);
    const mStock = await stockOf(dressM.id);
    const exchange = { reason: 'wrong-size', lines: [{ orderItemId: '0', quantity: 1, exchangeVariantId: dressL.id }, { orderItemId: '1', quantity: 1 }] };
    expect((await shop.agent().post('/api/returns/quote').send(ask(orderNumber, exchange)).expect(200)).body).toMatchObject({ refund: '52.50', deliveryFee: '30.00' });
    const same = await shop.agent().post('/api/returns').send(ask(orderNumber, { lines: [{ orderItemId: '0', quantity: 1, exchangeVariantId: dressM.id }] })).expect(400);
    expect(same.body.fields).toEqual({ 'lines.0.exchangeVariantId': ['exchangeVariantId must differ from the size and colour bought'] });

    const started = (await shop.agent().post('/api/returns').send(ask(orderNumber, exchange)).expect(201)).body;
    expect(started.lines[0].exchangeFor).toEqual({ variantId: dressL.id, size: 'L', color: null });
    expect(started.refund).toBe('52.50');
    expect(await stockOf(dressL.id)).toBe(lStock - 1);

    await admin.post(`/api/admin/returns/${started.id}/approve`).send({}).expect(200);
    const items = (await shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.id })).items;
    expect(items).toHaveLength(3);
    expect(items[2]).toMatchObject({ productId: dressM.productId, size: 'L', price: '0.00', quantity: 1, variantId: dressL.id, exchangeFor: started.returnNumber });
    await admin.post(`/api/admin/returns/${started.id}/receive`).expect(200);
    await admin.post(`/api/admin/returns/${started.id}/inspect`).send({ lines: [{ orderItemId: '0', resellable: true }, { orderItemId: '1', resellable: true }] }).expect(200);
    expect(await stockOf(dressM.id)).toBe(mStock + 1);
    expect(await stockOf(dressL.id)).toBe(lStock - 1);
  });

  it('answers 409 offering a refund when the size asked for is sold out, even when two shoppers race for its last unit; a refused exchange gives the units back', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder(1, first.dress);
    const lastL = first.dress.variants.find((variant) => variant.size === 'L')!;
    await shop.dataSource.query(`UPDATE product_variants SET stock = 1 WHERE id = $1`, [lastL.id]);
    const firstL = lastL;
    const wanting = (order: typeof first) => shop.agent().post('/api/returns').send(ask(order.orderNumber, { reason: 'wrong-size', lines: [{ orderItemId: '0', quantity: 1, exchangeVariantId: firstL.id }] }));
    const answers = await Promise.all([wanting(first), wanting(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ message: 'Kaba Dress in size L is sold out: you can return it for a refund instead', offer: 'refund' });
    expect(await stockOf(firstL.id)).toBe(0);

    const won = answers.find((answer) => answer.status === 201)!.body;
    await admin.post(`/api/admin/returns/${won.id}/refuse`).send({ message: 'The dress was worn' }).expect(200);
    expect(await stockOf(firstL.id)).toBe(1);
  });

  /** A pay-on-delivery order of deliveredOrder's, its first line returned and inspected: ready to refund. */
  async function inspectedCodReturn(phone?: string) {
    const delivered = await deliveredOrder();
    await shop.dataSource.query(`UPDATE orders SET "paymentMethod" = 'cod' WHERE id = $1`, [delivered.placed.id]);
    if (phone) await shop.dataSource.query(`UPDATE orders SET phone = $2, "phoneE164" = NULL WHERE id = $1`, [delivered.placed.id, phone]);
    const started = (await shop.agent().post('/api/returns').send(ask(delivered.orderNumber, { contact: 'ama.mensah@example.com' })).expect(201)).body;
    await admin.post(`/api/admin/returns/${started.id}/approve`).send({}).expect(200);
    await admin.post(`/api/admin/returns/${started.id}/receive`).expect(200);
    await admin.post(`/api/admin/returns/${started.id}/inspect`).send({ lines: [{ orderItemId: '0', resellable: true }] }).expect(200);
    return { ...delivered, started };
  }
  const returnRow = (id: string) => shop.dataSource.getRepository(ReturnRequest).findOneByOrFail({ id });
  const refundedOf = async (orderId: string) => (await shop.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).refunded;

  describe('a pay-on-delivery order’s refund, by Paystack transfer to the order’s Mobile Money number', () => {
    beforeEach(() => Object.assign(fake.behaviour, { sendWebhooks: true, failTransfers: false }));

    it('sends one transfer to the wallet on the order’s phone, settles it from the webhook once however often it comes, and tells the shopper where the money went', async () => {
      const { started, placed } = await inspectedCodReturn();
      await admin.post(`/api/admin/returns/${started.id}/refund-paid`).expect(409);
      const sending = (await admin.post(`/api/admin/returns/${started.id}/refund`).expect(200)).body;
      expect(sending).toMatchObject({ refundVia: 'momo-transfer' });
      expect(sending.timeline.at(-1)).toMatchObject({ event: 'refund-transfer', note: 'By Mobile Money transfer to 024•••4567' });
      const refunded = await eventually(() => returnRow(started.id), (row) => row.status === 'refunded');
      expect(refunded).toMatchObject({ refundStatus: 'sent', refundVia: 'momo-transfer' });
      const transfer = fake.transfers.transfer(refunded.refundReference!)!;
      expect(transfer).toMatchObject({ amount: 105_00, status: 'success', reason: `Refund ${started.returnNumber}` });
      // 024 is MTN's: the wallet was found on the network its prefix was given.
      expect(fake.transfers.recipient(transfer.recipientCode)).toMatchObject({ type: 'mobile_money', accountNumber: '0241234567', bankCode: 'MTN' });
      expect(await refundedOf(placed.id)).toBe('105.00');
      expect(await fake.transfers.replayTransfer(refunded.refundReference!, 3)).toEqual([200, 200, 200]);
      await admin.post(`/api/admin/returns/${started.id}/refund`).expect(409);
      expect(await refundedOf(placed.id)).toBe('105.00');
      expect(fake.transfers.transfers().filter((sent) => sent.reason === `Refund ${started.returnNumber}`)).toHaveLength(1);
      expect(fake.transaction(placed.payment.reference)!.refundedAmount).toBe(0);
      const sms = await shop.dataSource.getRepository(OutboxMessage).find({ where: { orderId: placed.id, kind: 'return-refunded', channel: 'sms' } });
      expect(sms.map((message) => message.text)).toEqual([`Kente & Co: we sent GHS 105.00 for return ${started.returnNumber} to this Mobile Money number.`]);
    });

    it('lets staff refund again after a failed transfer, under a new reference; a reversed one takes the refund off the order until it is sent again', async () => {
      const { started, placed } = await inspectedCodReturn();
      fake.behaviour.failTransfers = true;
      await admin.post(`/api/admin/returns/${started.id}/refund`).expect(200);
      const failed = await eventually(() => returnRow(started.id), (row) => row.refundStatus === 'failed');
      expect(failed.status).toBe('inspected');
      expect(failed.timeline.at(-1)).toMatchObject({ event: 'refund-failed', note: expect.stringMatching(/^The Mobile Money transfer failed: nothing was paid/) });
      expect(await refundedOf(placed.id)).toBe('0.00');
      fake.behaviour.failTransfers = false;
      await admin.post(`/api/admin/returns/${started.id}/refund`).expect(200);
      const paid = await eventually(() => returnRow(started.id), (row) => row.status === 'refunded');
      expect(paid.refundReference).not.toBe(failed.refundReference);
      expect(await refundedOf(placed.id)).toBe('105.00');
      await fake.transfers.reverseTransfer(paid.refundReference!);
      const reversed = await eventually(() => returnRow(started.id), (row) => row.refundStatus === 'failed');
      expect(reversed.status).toBe('inspected');
      expect(await refundedOf(placed.id)).toBe('0.00');
      await fake.transfers.replayTransfer(paid.refundReference!, 2);
      expect(await refundedOf(placed.id)).toBe('0.00');
    });

    it('asks Paystack about a transfer no webhook reported, and settles it as Paystack says', async () => {
      const { started, placed } = await inspectedCodReturn();
      fake.behaviour.sendWebhooks = false;
      await admin.post(`/api/admin/returns/${started.id}/refund`).expect(200);
      const quiet = await returnRow(started.id);
      expect(quiet.refundStatus).toBe('sending');
      await eventually(() => Promise.resolve(fake.transfers.transfer(quiet.refundReference!)), (transfer) => transfer?.status === 'success');
      const transfers = shop.app.get(MomoRefundTransfers);
      // Not yet quiet for long enough: left alone.
      await transfers.reconcile();
      expect((await returnRow(started.id)).refundStatus).toBe('sending');
      await shop.dataSource.query(`UPDATE returns SET "refundSendingAt" = now() - interval '3 minutes' WHERE id = $1`, [started.id]);
      await transfers.reconcile();
      expect(await returnRow(started.id)).toMatchObject({ status: 'refunded', refundStatus: 'sent' });
      expect(await refundedOf(placed.id)).toBe('105.00');
    });

    it('sends again, under its own reference, a transfer whose instance died before Paystack had it', async () => {
      const { started } = await inspectedCodReturn();
      const reference = refundTransferReference();
      // As the refund's claim leaves it when the process dies before the transfer is sent.
      await shop.dataSource.query(`UPDATE returns SET "refundStatus" = 'sending', "refundVia" = 'momo-transfer', "refundReference" = $2, "refundSendingAt" = now() - interval '3 minutes' WHERE id = $1`, [started.id, reference]);
      await shop.app.get(MomoRefundTransfers).reconcile();
      expect(fake.transfers.transfer(reference)).toMatchObject({ amount: 105_00 });
      await eventually(() => returnRow(started.id), (row) => row.status === 'refunded');
    });

    it('owes the refund by hand when Paystack finds no wallet on the number on any network, for staff to mark paid once', async () => {
      const { started, placed } = await inspectedCodReturn(SANDBOX_UNKNOWN_ACCOUNT);
      const owed = (await admin.post(`/api/admin/returns/${started.id}/refund`).expect(200)).body;
      expect(owed).toMatchObject({ status: 'inspected', refundStatus: 'owed', refundVia: 'momo-by-hand' });
      expect(owed.timeline.at(-1)).toMatchObject({ event: 'refund-owed', note: 'Paystack finds no Mobile Money wallet on 000•••0000: send it by hand, then mark it paid' });
      expect(fake.transfers.transfers().filter((sent) => sent.reason === `Refund ${started.returnNumber}`)).toEqual([]);
      const paid = (await admin.post(`/api/admin/returns/${started.id}/refund-paid`).expect(200)).body;
      expect(paid).toMatchObject({ status: 'refunded', refundStatus: 'paid-by-hand' });
      await admin.post(`/api/admin/returns/${started.id}/refund-paid`).expect(409);
      expect(await refundedOf(placed.id)).toBe('105.00');
    });
  });
});
