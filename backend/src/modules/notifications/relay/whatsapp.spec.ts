import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotificationsConfig } from '../../../config/notifications-config';
import { FakeSms, startFakeSms } from '../../../test-support/fake-sms';
import { FakeWhatsApp, startFakeWhatsApp } from '../../../test-support/fake-whatsapp';
import { checkoutBody, insertProduct, signedInBrowser } from '../../../test-support/fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { OutboxMessage } from '../domain/outbox-message.entity';
import { OutboxRelay } from './outbox-relay';

let sequence = 0;
/** A Ghana number of the test's own, so no test counts another's messages (or its per-recipient limit). */
function phone(): { typed: string; e164: string; digits: string } {
  sequence += 1;
  const seven = String((Date.now() + sequence * 7919) % 10_000_000).padStart(7, '0');
  return { typed: `+233 24 ${seven.slice(0, 3)} ${seven.slice(3)}`, e164: `+23324${seven}`, digits: `23324${seven}` };
}

describe('WhatsApp for order updates (ADR 067)', () => {
  let dataDir: string;
  let whatsapp: FakeWhatsApp;
  let sms: FakeSms;
  let shop: TestApp;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    sms = await startFakeSms();
  });
  afterAll(async () => {
    await whatsapp.close();
    await sms.close();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-whatsapp-'));
    whatsapp.down = false;
    whatsapp.notOnWhatsApp.clear();
    whatsapp.failLater.clear();
    whatsapp.failureReported = 'when-told';
    whatsapp.statusWebhookUrl = null;
    whatsapp.webhookAnswers = [];
  });
  afterEach(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A shop with WhatsApp and Arkesel both pointing at the fakes; its relay runs when the test says. */
  async function start(config: (dir: string) => NotificationsConfig = (dir) => whatsapp.notificationsConfig(dir, sms.env('arkesel'))) {
    shop = await createTestApp({ notifications: { ...config(dataDir), relayInProcess: false } });
    return shop.app.get(OutboxRelay);
  }

  async function placeOrder(to: string, updatesBy?: string) {
    const product = await insertProduct(shop.dataSource, { price: '100.00', stock: 5 });
    const body = { ...checkoutBody(`whatsapp-${sequence}`, [{ productId: product.id, quantity: 1, price: '100.00' }]), phone: to, ...(updatesBy ? { updatesBy } : {}) };
    return shop.agent().post('/api/orders').send(body);
  }

  const phoneRows = (orderId: string) =>
    shop.dataSource.getRepository(OutboxMessage).find({ where: [{ orderId, channel: 'sms' }, { orderId, channel: 'whatsapp' }], order: { createdAt: 'ASC' } });
  /** Each phone message of the order as `channel:status`, oldest first. */
  const phoneStates = async (orderId: string) => (await phoneRows(orderId)).map(({ channel, status }) => `${channel}:${status}`);

  it('sends the order-placed news as Meta template message when the shopper chose WhatsApp, and no SMS', async () => {
    const relay = await start();
    const to = phone();
    const placed = await placeOrder(to.typed, 'whatsapp');
    expect(placed.status).toBe(201);
    expect(placed.body.updatesBy).toBe('whatsapp');
    await relay.runOnce();

    const [row, ...others] = await phoneRows(placed.body.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ channel: 'whatsapp', kind: 'order-placed', recipient: to.e164, status: 'sent', transport: 'whatsapp-cloud', dedupKey: `order:${placed.body.id}:placed:whatsapp` });
    const accepted = whatsapp.accepted.filter((message) => message.to === to.digits);
    expect(accepted).toHaveLength(1);
    expect(row.providerMessageId).toBe(accepted[0].id);
    expect(accepted[0]).toMatchObject({ template: 'order_placed', language: 'en', parameters: [placed.body.orderNumber, '1 item', expect.stringMatching(/^GHS \d/), expect.stringContaining(`/track?order=${placed.body.orderNumber}`)] });
    // Meta's wire format: the version and number id in the path, the token as Bearer, a template body.
    expect(whatsapp.last!.path).toBe(`/v21.0/${whatsapp.phoneNumberId}/messages`);
    expect(whatsapp.last!.headers.authorization).toBe(`Bearer ${whatsapp.token}`);
    expect(whatsapp.last!.body).toMatchObject({ messaging_product: 'whatsapp', to: to.digits, type: 'template', template: { name: 'order_placed', language: { code: 'en' }, components: [{ type: 'body' }] } });
    expect(sms.accepted.filter((text) => text.to === to.digits)).toEqual([]);
    // The e-mail goes as before.
    expect(await shop.dataSource.getRepository(OutboxMessage).countBy({ orderId: placed.body.id, channel: 'email', kind: 'order-placed' })).toBe(1);
  });

  it('sends the same news by SMS, once, when the number is not on WhatsApp; staff hear nothing', async () => {
    const relay = await start();
    const to = phone();
    whatsapp.notOnWhatsApp.add(to.digits);
    const placed = await placeOrder(to.typed, 'whatsapp');
    await relay.runOnce();
    await relay.runOnce();

    const rows = await phoneRows(placed.body.id);
    expect(rows.map(({ channel, status }) => `${channel}:${status}`)).toEqual(['whatsapp:dead', 'sms:sent']);
    expect(rows[0].lastError).toBe('WhatsApp answered 400: (#131026) Message undeliverable (sent by SMS instead)');
    expect(rows[0].attempts).toBe(1);
    expect(rows[1]).toMatchObject({ dedupKey: `order:${placed.body.id}:placed:sms`, text: rows[0].text, transport: 'arkesel', recipient: to.e164 });
    expect(sms.accepted.filter((text) => text.to === to.digits).map((text) => text.text)).toEqual([rows[0].text]);
    expect(whatsapp.accepted.filter((message) => message.to === to.digits)).toEqual([]);
    expect(await shop.dataSource.getRepository(OutboxMessage).countBy({ kind: 'staff-message-dead' })).toBe(0);
    // Nothing more goes: another run finds nothing due.
    expect(await relay.runOnce()).toBe(0);
  });

  /** A shop listening for Meta's statuses webhook, registered with Meta (the fake) as Meta checks it. */
  async function startWithStatusWebhook() {
    const relay = await start();
    await shop.app.listen(0, '127.0.0.1');
    const webhook = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}/api/whatsapp/webhook`;
    // Registering the URL: Meta's check gets its challenge back only with the shop's verify token.
    expect((await shop.agent().get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'kente-verify-token', 'hub.challenge': '1158201444' }).expect(200)).text).toBe('1158201444');
    await shop.agent().get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guessed', 'hub.challenge': '1158201444' }).expect(403);
    whatsapp.statusWebhookUrl = webhook;
    return relay;
  }

  async function expectSentBySmsInstead(orderId: string, to: ReturnType<typeof phone>) {
    const rows = await phoneRows(orderId);
    expect(rows.map(({ channel, status }) => `${channel}:${status}`)).toEqual(['whatsapp:dead', 'sms:sent']);
    expect(rows[0].lastError).toBe('WhatsApp could not deliver it: Message undeliverable (131026) (sent by SMS instead)');
    expect(rows[1]).toMatchObject({ dedupKey: `order:${orderId}:placed:sms`, text: rows[0].text, recipient: to.e164 });
    expect(sms.accepted.filter((text) => text.to === to.digits)).toHaveLength(1);
    return rows;
  }

  it('sends the news by SMS, once, when Meta accepted the message and then reports it failed in its signed statuses webhook', async () => {
    const relay = await startWithStatusWebhook();
    const to = phone();
    whatsapp.failLater.add(to.digits);
    const placed = await placeOrder(to.typed, 'whatsapp');
    await relay.runOnce();
    expect(await phoneStates(placed.body.id)).toEqual(['whatsapp:sent']);
    await whatsapp.reportFailures();
    expect(whatsapp.webhookAnswers).toEqual([200]);
    await relay.runOnce();
    const rows = await expectSentBySmsInstead(placed.body.id, to);

    // Meta sends a status again, or one unsigned arrives: nothing more is written.
    const again = JSON.stringify({ entry: [{ changes: [{ field: 'messages', value: { metadata: { phone_number_id: whatsapp.phoneNumberId }, statuses: [{ id: rows[0].providerMessageId, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }] } }] }] });
    const signed = `sha256=${createHmac('sha256', whatsapp.appSecret).update(again).digest('hex')}`;
    await shop.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', signed).send(again).expect(200);
    await shop.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', 'sha256=' + '0'.repeat(64)).send(again).expect(401);
    await shop.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json').send(again).expect(401);
    expect(await relay.runOnce()).toBe(0);
    expect(await phoneStates(placed.body.id)).toEqual(['whatsapp:dead', 'sms:sent']);

    // A status that names no message the shop has sent is held a day, then dropped by a later webhook.
    const held = async () => (await shop.dataSource.query('SELECT "messageId" FROM held_whatsapp_failures ORDER BY "messageId"')).map((row: { messageId: string }) => row.messageId);
    expect(await held()).toEqual([rows[0].providerMessageId]);
    await shop.dataSource.query(`UPDATE held_whatsapp_failures SET "receivedAt" = now() - interval '25 hours'`);
    const stranger = again.replace(rows[0].providerMessageId!, 'wamid.HBgMMjMzMjQ0MDAwMDAwFQIAERgSQUFBQUFBQUFBQUFBQUFBQUFBAA==');
    await shop.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', `sha256=${createHmac('sha256', whatsapp.appSecret).update(stranger).digest('hex')}`).send(stranger).expect(200);
    expect(await held()).toEqual(['wamid.HBgMMjMzMjQ0MDAwMDAwFQIAERgSQUFBQUFBQUFBQUFBQUFBQUFBAA==']);
  });

  it('sends the news by SMS, once, when Meta reports the message failed before the shop has recorded it sent', async () => {
    const relay = await startWithStatusWebhook();
    whatsapp.failureReported = 'before-answering';
    const to = phone();
    whatsapp.failLater.add(to.digits);
    const placed = await placeOrder(to.typed, 'whatsapp');
    await relay.runOnce();
    // The shop heard of the failure of a message it did not yet know by that id, and answered 200 all the same.
    expect(whatsapp.webhookAnswers).toEqual([200]);
    await relay.runOnce();
    await expectSentBySmsInstead(placed.body.id, to);
    expect(await shop.dataSource.query('SELECT count(*)::int AS held FROM held_whatsapp_failures')).toEqual([{ held: 0 }]);
    expect(await relay.runOnce()).toBe(0);
  });

  it('falls back to SMS once the tries run out while WhatsApp is down', async () => {
    const relay = await start((dir) => whatsapp.notificationsConfig(dir, sms.env('hubtel'), { maxAttempts: 2 }));
    const to = phone();
    whatsapp.down = true;
    const placed = await placeOrder(to.typed, 'whatsapp');
    await relay.runOnce();
    let [row] = await phoneRows(placed.body.id);
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/^WhatsApp answered 503/);

    await shop.dataSource.query(`UPDATE outbox_messages SET "nextAttemptAt" = now() WHERE status = 'queued'`);
    await relay.runOnce();
    const rows = await phoneRows(placed.body.id);
    expect(rows.map(({ channel, status }) => `${channel}:${status}`)).toEqual(['whatsapp:dead', 'sms:sent']);
    [row] = rows;
    expect(row.attempts).toBe(2);
    expect(sms.accepted.filter((text) => text.to === to.digits)).toHaveLength(1);
  });

  it('leaves SMS as it was for a shopper who did not choose WhatsApp, and says which fields are wrong', async () => {
    const relay = await start();
    const to = phone();
    const placed = await placeOrder(to.typed);
    expect(placed.body.updatesBy).toBe('sms');
    await relay.runOnce();
    const rows = await phoneRows(placed.body.id);
    expect(rows.map(({ channel, status, dedupKey }) => `${channel}:${status}:${dedupKey}`)).toEqual([`sms:sent:order:${placed.body.id}:placed:sms`]);
    expect(whatsapp.accepted.filter((message) => message.to === to.digits)).toEqual([]);

    const refused = await placeOrder(phone().typed, 'telegram');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('updatesBy');
  });

  it('carries shipped, out for delivery and delivered by WhatsApp; a stage without a template (confirmed) stays SMS', async () => {
    const relay = await start();
    const to = phone();
    const placed = await placeOrder(to.typed, 'whatsapp');
    const admin = await signedInBrowser(shop, 'admin');
    for (const status of ['confirmed', 'processing', 'shipped', 'out-for-delivery', 'delivered']) {
      await admin.patch(`/api/admin/orders/${placed.body.id}/status`).send({ status }).expect((res) => expect(res.status).toBeLessThan(300));
    }
    await relay.runOnce();
    const rows = await phoneRows(placed.body.id);
    expect(rows.map(({ kind, channel }) => `${kind}:${channel}`).sort()).toEqual(
      ['order-placed:whatsapp', 'order-confirmed:sms', 'order-shipped:whatsapp', 'order-out-for-delivery:whatsapp', 'order-delivered:whatsapp'].sort(),
    );
    const templates = whatsapp.accepted.filter((message) => message.to === to.digits).map((message) => message.template);
    expect(templates.sort()).toEqual(['order_delivered', 'order_out_for_delivery', 'order_placed', 'order_shipped']);
  });

  it('without WHATSAPP_ settings keeps WhatsApp messages in the local mailbox (labelled WhatsApp); in production they go by SMS', async () => {
    let relay = await start((dir) => ({ ...sms.notificationsConfig('arkesel', dir) }));
    const to = phone();
    let placed = await placeOrder(to.typed, 'whatsapp');
    await relay.runOnce();
    expect((await phoneRows(placed.body.id)).map(({ channel, status, transport }) => `${channel}:${status}:${transport}`)).toEqual(['whatsapp:sent:local-mailbox']);
    const admin = await signedInBrowser(shop, 'admin');
    const listed = (await admin.get('/api/admin/messages').query({ orderId: placed.body.id, channel: 'whatsapp' }).expect(200)).body;
    expect(listed).toHaveLength(1);
    expect((await admin.get('/api/admin/messages/delivery').expect(200)).body).toMatchObject({ whatsapp: 'local-mailbox' });
    await shop.close();

    relay = await start((dir) => ({ ...sms.notificationsConfig('arkesel', dir), production: true }));
    placed = await placeOrder(phone().typed, 'whatsapp');
    await relay.runOnce();
    await relay.runOnce();
    const rows = await phoneRows(placed.body.id);
    expect(rows.map(({ channel, status }) => `${channel}:${status}`)).toEqual(['whatsapp:dead', 'sms:sent']);
    expect(rows[0].lastError).toContain('WhatsApp is not set up');
  });

  it('sends a sign-in code by the authentication template when asked, the code on its button, and blots it from the stored text', async () => {
    const relay = await start();
    const to = phone();
    await shop.agent().post('/api/auth/otp').send({ phone: to.typed, via: 'whatsapp' }).expect(202);
    await relay.runOnce();
    const [accepted] = whatsapp.accepted.filter((message) => message.to === to.digits);
    expect(accepted).toMatchObject({ template: 'sign_in_code', parameters: [expect.stringMatching(/^\d{6}$/)] });
    expect(accepted.codeButton).toBe(accepted.parameters[0]);
    const row = await shop.dataSource.getRepository(OutboxMessage).findOneByOrFail({ recipient: to.e164, kind: 'sign-in-code' });
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'sent', transport: 'whatsapp-cloud' });
    expect(row.text).not.toContain(accepted.parameters[0]);
    expect(row.text).toContain('••••••');
    await shop.agent().post('/api/auth/otp').send({ phone: to.typed, via: 'pigeon' }).expect(400);
  });
});
