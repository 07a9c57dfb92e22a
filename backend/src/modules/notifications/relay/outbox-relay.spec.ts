import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { NotificationsConfig } from '../../../config/notifications-config';
import { GetShopSettingsHandler } from '../../settings/queries/get-shop-settings/get-shop-settings.handler';
import { eventually } from '../../../test-support/eventually';
import { AcceptedSms, FakeSms, startFakeSms, testNotificationsConfig } from '../../../test-support/fake-sms';
import { checkoutBody, insertProduct, signedInBrowser } from '../../../test-support/fixtures';
import { SmtpSink, startSmtpSink } from '../../../test-support/smtp-sink';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { MessageDraft } from '../domain/message-draft';
import { OutboxMessage } from '../domain/outbox-message.entity';
import { RELAY_OUTBOX_JOB } from '../jobs/relay-outbox.job';
import { Outbox } from '../outbox';
import { localMailboxFileName } from '../transports/local-mailbox.mail-transport';
import { OutboxRelay } from './outbox-relay';

let sequence = 0;
/** A message with a marker of its own in the text, so each test counts only what it wrote. */
function draft(fields: Partial<MessageDraft> = {}): MessageDraft {
  sequence += 1;
  const marker = `m${Date.now()}-${sequence}`;
  const channel = fields.channel ?? 'sms';
  return {
    dedupKey: `test:${marker}:${channel}`,
    kind: 'order-shipped',
    channel,
    audience: 'shopper',
    recipient: channel === 'sms' ? '+233241234567' : 'ama.mensah@example.com',
    subject: channel === 'sms' ? null : `Your order has shipped (${marker})`,
    text: `Your order is on its way. ${marker}`,
    html: channel === 'sms' ? null : `<p>Your order is on its way. <b>${marker}</b></p>`,
    reference: 'KC-TEST',
    orderId: null,
    ...fields,
  };
}

const markerOf = (message: { text: string }) => /m\d+-\d+/.exec(message.text)?.[0];

describe('The outbox relay', () => {
  let dataDir: string;
  let fakeSms: FakeSms;
  let smtp: SmtpSink;

  beforeAll(async () => {
    fakeSms = await startFakeSms();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await fakeSms.close();
    await smtp.close();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-relay-'));
    fakeSms.down = false;
    fakeSms.refuse.clear();
    smtp.refuse = null;
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A shop whose relay runs only when the test says (runOnce), unless asked to run in process. */
  async function shopWith(notifications: (dataDir: string) => NotificationsConfig, relayInProcess = false) {
    const shop = await createTestApp({ notifications: { ...notifications(dataDir), relayInProcess } });
    const enqueue = (drafts: MessageDraft[]) => shop.dataSource.transaction((manager) => shop.app.get(Outbox).enqueue(manager, drafts));
    const row = (dedupKey: string) => shop.dataSource.getRepository(OutboxMessage).findOneByOrFail({ dedupKey });
    /** The clock moves on: every retry waiting for its backoff is due now. */
    const backoffPasses = () => shop.dataSource.query(`UPDATE outbox_messages SET "nextAttemptAt" = now() WHERE status = 'queued'`);
    return { shop, relay: shop.app.get(OutboxRelay), enqueue, row, backoffPasses };
  }

  describe('e-mail', () => {
    let shop: TestApp;
    afterEach(() => shop?.close());

    it('goes over SMTP as HTML plus plain text, from MAIL_FROM, with a Message-ID derived from the row', async () => {
      const smtpConfig = (dir: string) => testNotificationsConfig(dir, { SMTP_URL: smtp.url, MAIL_FROM: 'Kente & Co <orders@kente.test>' });
      const built = await shopWith(smtpConfig);
      shop = built.shop;
      expect(shop.app.get(SchedulerRegistry).getIntervals()).not.toContain(RELAY_OUTBOX_JOB);
      const message = draft({ channel: 'email' });
      await built.enqueue([message]);
      expect(await built.relay.runOnce()).toBe(1);

      const row = await built.row(message.dedupKey);
      const arrived = smtp.received.filter((mail) => mail.subject === message.subject);
      expect(arrived).toHaveLength(1);
      expect(arrived[0].from?.value).toEqual([{ name: 'Kente & Co', address: 'orders@kente.test' }]);
      expect((arrived[0].to as { value: { address: string }[] }).value[0].address).toBe('ama.mensah@example.com');
      expect(arrived[0].text?.trim()).toBe(message.text);
      expect(arrived[0].html).toContain(`<b>${markerOf(message)}</b>`);
      expect(arrived[0].messageId).toBe(`<outbox-${row.id}@kente.test>`);
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp', providerMessageId: `<outbox-${row.id}@kente.test>`, lastError: null, attempts: 1 });
      expect(row.sentAt).toBeInstanceOf(Date);
    });

    it('carries Reply-To the support e-mail address in Settings at the time it leaves, so a shopper\'s reply reaches staff', async () => {
      const built = await shopWith((dir) => testNotificationsConfig(dir, { SMTP_URL: smtp.url, MAIL_FROM: 'Kente & Co <no-reply@kente.test>' }));
      shop = built.shop;
      const message = draft({ channel: 'email' });
      await built.enqueue([message]);
      // Staff changed the support address after the message was written: the current one counts.
      await shop.dataSource.query(`UPDATE shop_settings SET email = 'help@kente-and-co.test'`);
      // Written behind the app's back, so told to it as such a write must be (ADR 015).
      await shop.app.get(GetShopSettingsHandler).changing(shop.dataSource.manager);
      await built.relay.runOnce();

      const [arrived] = smtp.received.filter((mail) => mail.subject === message.subject);
      expect(arrived.replyTo?.value).toEqual([{ name: '', address: 'help@kente-and-co.test' }]);
      expect(arrived.from?.value).toEqual([{ name: 'Kente & Co', address: 'no-reply@kente.test' }]);
    });

    it('without SMTP settings goes to the local mailbox: an .eml file under DATA_DIR/mail, marked sent', async () => {
      const built = await shopWith((dir) => testNotificationsConfig(dir));
      shop = built.shop;
      const message = draft({ channel: 'email' });
      await built.enqueue([message]);
      await built.relay.runOnce();

      const row = await built.row(message.dedupKey);
      expect(row).toMatchObject({ status: 'sent', transport: 'local-mailbox' });
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toEqual([localMailboxFileName(row)]);
      const eml = readFileSync(join(dataDir, 'mail', files[0]), 'utf8');
      expect(eml).toContain(`Subject: ${message.subject}`);
      expect(eml).toMatch(new RegExp(`Message-ID:\\s+<outbox-${row.id}@`));
      expect(eml).toContain('text/html');
    });

    it('retries a server that says "try later" (451) and dead-letters after the last try; staff may retry it from the Messages view', async () => {
      const built = await shopWith((dir) => ({ ...testNotificationsConfig(dir, { SMTP_URL: smtp.url }), maxAttempts: 3 }));
      shop = built.shop;
      // A dead-letter notice itself: giving up on it tells nobody (no notice about a notice).
      const message = draft({ channel: 'email', kind: 'staff-message-dead', audience: 'staff', recipient: 'staff@kente-and-co.test' });
      await built.enqueue([message]);
      smtp.refuse = { code: 451, message: 'Mailbox busy, try later' };

      await built.relay.runOnce();
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') });
      const firstRetry = (await built.row(message.dedupKey)).nextAttemptAt.getTime();
      await built.backoffPasses();
      await built.relay.runOnce();
      await built.backoffPasses();
      await built.relay.runOnce();
      const dead = await built.row(message.dedupKey);
      expect(dead).toMatchObject({ status: 'dead', attempts: 3, sentAt: null });
      expect(firstRetry).toBeGreaterThan(Date.now() + 20_000);
      expect(await shop.dataSource.getRepository(OutboxMessage).countBy({ kind: 'staff-message-dead' })).toBe(1);

      smtp.refuse = null;
      const admin = await signedInBrowser(shop, 'admin');
      await admin.post(`/api/admin/messages/${dead.id}/retry`).expect((res) => expect(res.status).toBeLessThan(300));
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'queued', attempts: 0 });
      await built.relay.runOnce();
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp' });
      expect(smtp.received.filter((mail) => mail.subject === message.subject)).toHaveLength(1);
    });

    it('gives up at once when the server refuses the message for good (550)', async () => {
      const built = await shopWith((dir) => testNotificationsConfig(dir, { SMTP_URL: smtp.url }));
      shop = built.shop;
      const message = draft({ channel: 'email', kind: 'staff-message-dead', audience: 'staff', recipient: 'staff@kente-and-co.test' });
      await built.enqueue([message]);
      smtp.refuse = { code: 550, message: 'No such user' };
      await built.relay.runOnce();
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'dead', attempts: 1, lastError: expect.stringContaining('550') });
    });
  });

  describe('SMS', () => {
    let shop: TestApp;
    afterEach(() => shop?.close());
    const acceptedFor = (message: MessageDraft): AcceptedSms[] => fakeSms.accepted.filter((sms) => markerOf(sms) === markerOf(message));

    it('goes to Arkesel: api-key header, {sender, message, recipients}, and the provider id is recorded', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('arkesel', dir));
      shop = built.shop;
      const message = draft();
      await built.enqueue([message]);
      await built.relay.runOnce();

      expect(fakeSms.last).toMatchObject({
        path: '/api/v2/sms/send',
        headers: { 'api-key': fakeSms.apiKey },
        body: { sender: 'KenteAndCo', message: message.text, recipients: ['233241234567'] },
      });
      const [accepted] = acceptedFor(message);
      expect(acceptedFor(message)).toHaveLength(1);
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'sent', transport: 'arkesel', providerMessageId: accepted.id });
    });

    it('sends a sign-in code as written, then blots it out of the stored text; the local mailbox keeps it to be read', async () => {
      const signInCode = (digits: string) => {
        const base = draft({ kind: 'sign-in-code' });
        return { ...base, text: `Kente & Co: your sign-in code is ${digits}. It works for 10 minutes. ${markerOf(base)}` };
      };
      const built = await shopWith((dir) => fakeSms.notificationsConfig('arkesel', dir));
      shop = built.shop;
      const code = signInCode('482913');
      await built.enqueue([code]);
      await built.relay.runOnce();
      expect(acceptedFor(code).map((sms) => sms.text)).toEqual([code.text]);
      expect(await built.row(code.dedupKey)).toMatchObject({ status: 'sent', transport: 'arkesel', text: code.text.replace('482913', '••••••') });
      await shop.close();

      const local = await shopWith((dir) => testNotificationsConfig(dir));
      shop = local.shop;
      const kept = signInCode('771204');
      await local.enqueue([kept]);
      await local.relay.runOnce();
      expect(await local.row(kept.dedupKey)).toMatchObject({ status: 'sent', transport: 'local-mailbox', text: kept.text });
    });

    it('goes to Hubtel: HTTP Basic client id and secret, {From, To, Content}, and the messageId is recorded', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('hubtel', dir));
      shop = built.shop;
      const message = draft();
      await built.enqueue([message]);
      await built.relay.runOnce();

      expect(fakeSms.last).toMatchObject({
        path: '/v1/messages/send',
        headers: { authorization: `Basic ${Buffer.from(fakeSms.hubtelKey).toString('base64')}` },
        body: { From: 'KenteAndCo', To: '233241234567', Content: message.text },
      });
      const [accepted] = acceptedFor(message);
      expect(acceptedFor(message)).toHaveLength(1);
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'sent', transport: 'hubtel', providerMessageId: accepted.id });
    });

    it('a wrong API key is refused for good: the message is dead after one try, not retried forever', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('arkesel', dir, { sms: { provider: 'arkesel', apiKey: 'wrong', baseUrl: fakeSms.url, sender: 'KenteAndCo' } }));
      shop = built.shop;
      const message = draft({ kind: 'staff-message-dead' });
      await built.enqueue([message]);
      await built.relay.runOnce();
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'dead', attempts: 1, lastError: expect.stringContaining('401') });
      expect(acceptedFor(message)).toHaveLength(0);
    });

    it('a shopper message that gives up tells staff once by e-mail, and that notice is delivered like any other', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('arkesel', dir, { sms: { provider: 'arkesel', apiKey: 'wrong', baseUrl: fakeSms.url, sender: 'KenteAndCo' } }));
      shop = built.shop;
      const message = draft({ kind: 'order-shipped', reference: 'GH-DEAD-LETT-ER01' });
      await built.enqueue([message]);
      await built.relay.runOnce();
      const dead = await built.row(message.dedupKey);
      expect(dead.status).toBe('dead');
      const notices = await shop.dataSource.getRepository(OutboxMessage).findBy({ kind: 'staff-message-dead' });
      expect(notices).toHaveLength(1);
      // Written with the dead row, and due at once: the same run delivers it.
      expect(notices[0]).toMatchObject({ channel: 'email', audience: 'staff', recipient: 'staff@kente-and-co.test', status: 'sent', transport: 'local-mailbox' });
      expect(notices[0].text).toContain(message.recipient);
      expect(notices[0].text).toContain('GH-DEAD-LETT-ER01');
      await built.relay.runOnce();
      expect(await shop.dataSource.getRepository(OutboxMessage).countBy({ kind: 'staff-message-dead' })).toBe(1);
    });

    it('a number that is not a phone number is recorded as undeliverable and never offered to the provider', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('arkesel', dir));
      shop = built.shop;
      const message = draft({ recipient: '024-CALL-ME' });
      const requestsBefore = fakeSms.requests;
      await built.enqueue([message]);
      await built.relay.runOnce();
      expect(await built.row(message.dedupKey)).toMatchObject({ status: 'undeliverable', lastError: expect.stringContaining('024-CALL-ME') });
      expect(fakeSms.requests).toBe(requestsBefore);
    });

    it('the provider down for a while, then back: each message is delivered to it exactly once', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('arkesel', dir));
      shop = built.shop;
      // Fifteen numbers: one number takes at most 10 texts an hour (RECIPIENT_LIMITS).
      const messages = Array.from({ length: 15 }, (_, index) => draft({ recipient: `+2332412345${String(index).padStart(2, '0')}` }));
      await built.enqueue(messages);
      fakeSms.down = true;

      expect(await built.relay.runOnce()).toBe(15);
      for (const message of messages) expect(await built.row(message.dedupKey)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('503') });
      await built.backoffPasses();
      await built.relay.runOnce();
      fakeSms.down = false;
      await built.backoffPasses();
      await built.relay.runOnce();

      for (const message of messages) {
        expect(acceptedFor(message)).toHaveLength(1);
        expect(await built.row(message.dedupKey)).toMatchObject({ status: 'sent', attempts: 3, lastError: null, providerMessageId: acceptedFor(message)[0].id });
      }
      // Nothing is left to send: another run offers the provider nothing.
      const requests = fakeSms.requests;
      await built.backoffPasses();
      expect(await built.relay.runOnce()).toBe(0);
      expect(fakeSms.requests).toBe(requests);
    });

    it('runs in the shop by default: a message is sent as soon as its transaction commits, and the order records it', async () => {
      const built = await shopWith((dir) => fakeSms.notificationsConfig('hubtel', dir), true);
      shop = built.shop;
      expect(shop.app.get(SchedulerRegistry).getIntervals()).toContain(RELAY_OUTBOX_JOB);
      const product = await insertProduct(shop.dataSource, { price: '100.00', stock: 5 });
      const order = (await shop.agent().post('/api/orders').send(checkoutBody('relay-order', [{ productId: product.id, quantity: 1, price: '100.00' }])).expect(201)).body;
      const message = draft({ orderId: order.id, kind: 'order-shipped' });
      await built.enqueue([message]);

      const recorded = await eventually(
        async () => (await shop.dataSource.query(`SELECT "notificationsSent" FROM orders WHERE id = $1`, [order.id]))[0].notificationsSent as Record<string, string>,
        (sent) => 'order-shipped:sms' in sent,
      );
      const row = await built.row(message.dedupKey);
      expect(row).toMatchObject({ status: 'sent', transport: 'hubtel' });
      expect(recorded['order-shipped:sms']).toBe(row.sentAt!.toISOString());
      expect(acceptedFor(message)).toHaveLength(1);
    });
  });
});
