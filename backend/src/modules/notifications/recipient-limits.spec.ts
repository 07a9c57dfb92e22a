import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, MessageAudience } from '@shop/rules';
import { scriptNotificationsConfig } from '../../config/notifications-config';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { MessageDraft } from './domain/message-draft';
import { OutboxMessage } from './domain/outbox-message.entity';
import { NotificationsService } from './notifications.service';
import { Outbox } from './outbox';

/** One message a call, each in its own transaction, as orders and support requests write them. */
function draft(key: string, channel: MessageChannel, recipient: string, audience: MessageAudience = 'shopper'): MessageDraft {
  return {
    dedupKey: `test:${key}:${channel}`,
    kind: 'order-placed',
    channel,
    audience,
    recipient,
    subject: channel === 'email' ? 'Your order' : null,
    text: `Order ${key}`,
    html: channel === 'email' ? '<p>Order</p>' : null,
    reference: null,
    orderId: null,
  };
}

describe('at most so many messages reach one recipient, whatever caused them', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ notifications: { ...scriptNotificationsConfig(mkdtempSync(join(tmpdir(), 'shop-mail-'))), relayInProcess: false } });
  });
  afterAll(() => shop.close());

  const enqueue = (drafts: MessageDraft[]) => shop.dataSource.transaction((manager) => shop.app.get(Outbox).enqueue(manager, drafts));
  const rows = (recipient: string) => shop.dataSource.getRepository(OutboxMessage).find({ where: { recipient }, order: { createdAt: 'ASC', dedupKey: 'ASC' } });
  const statuses = async (recipient: string) => (await rows(recipient)).map((row) => row.status);

  it('10 texts an hour to one number: the 11th and 12th are kept as not sent, saying why, and never tried', async () => {
    for (let index = 0; index < 12; index++) await enqueue([draft(`sms-hour-${index}`, 'sms', '+233241110001')]);
    const stored = await rows('+233241110001');
    expect(stored.filter((row) => row.status === 'queued')).toHaveLength(10);
    const held = stored.filter((row) => row.status !== 'queued');
    expect(held.map((row) => row.status)).toEqual(['undeliverable', 'undeliverable']);
    expect(held[0].lastError).toMatch(/10 texts an hour/);
    // Another number is untouched.
    await enqueue([draft('sms-other', 'sms', '+233241110002')]);
    expect(await statuses('+233241110002')).toEqual(['queued']);
  });

  it("what staff did is owed, whatever a stranger's orders used up: a support answer is queued past the cap, a new request's receipt is not", async () => {
    const customer = 'kofi.capped@example.com';
    for (let index = 0; index < 10; index++) await enqueue([draft(`capped-${index}`, 'email', customer)]);
    const request = { id: '0b7e2f4c-3333-4000-8000-000000000003', email: customer, firstName: 'Kofi', subject: 'Shipping Inquiry', message: 'Where is my smock?', orderNumber: null, response: null };
    const notifications = shop.app.get(NotificationsService);
    await shop.dataSource.transaction((manager) => notifications.supportRequestReceived(manager, { ...request, id: '0b7e2f4c-3333-4000-8000-000000000004' }));
    await shop.dataSource.transaction((manager) => notifications.supportRequestAnswered(manager, { ...request, response: 'It left Accra this morning.' }));
    const byKind = Object.fromEntries((await rows(customer)).filter((row) => row.kind !== 'order-placed').map((row) => [row.kind, row.status]));
    expect(byKind).toEqual({ 'support-received': 'undeliverable', 'support-answered': 'queued' });
  });

  it('20 texts a day: texts older than an hour still count until a day has passed', async () => {
    const repository = shop.dataSource.getRepository(OutboxMessage);
    for (let index = 0; index < 20; index++) await enqueue([draft(`sms-day-${index}`, 'sms', '+233241110003')]);
    // Spread them over the last day: 18 sent 2 to 20 hours ago, the other 2 more than a day ago.
    const stored = await rows('+233241110003');
    for (const [index, row] of stored.entries()) {
      const hoursAgo = index < 2 ? 25 : 2 + index - 2;
      await repository.update(row.id, { status: 'sent', createdAt: new Date(Date.now() - hoursAgo * 3_600_000) });
    }
    await enqueue([draft('sms-day-20', 'sms', '+233241110003')]);
    await enqueue([draft('sms-day-21', 'sms', '+233241110003')]);
    await enqueue([draft('sms-day-22', 'sms', '+233241110003')]);
    const latest = (await rows('+233241110003')).filter((row) => /sms-day-2[0-2]/.test(row.dedupKey)).sort((a, b) => a.dedupKey.localeCompare(b.dedupKey));
    expect(latest.map((row) => row.status)).toEqual(['queued', 'queued', 'undeliverable']);
    expect(latest[2].lastError).toMatch(/20 texts a day/);
  });

  it('e-mail: 10 an hour to one address (in any letter case); staff notices are not capped', async () => {
    for (let index = 0; index < 11; index++) await enqueue([draft(`mail-${index}`, 'email', index % 2 ? 'Victim@Example.com' : 'victim@example.com')]);
    const stored = [...(await rows('victim@example.com')), ...(await rows('Victim@Example.com'))];
    expect(stored.filter((row) => row.status === 'queued')).toHaveLength(10);
    expect(stored.find((row) => row.status === 'undeliverable')?.lastError).toMatch(/10 e-mails an hour/);

    for (let index = 0; index < 12; index++) await enqueue([draft(`staff-${index}`, 'email', 'ops@kente.test', 'staff')]);
    expect((await statuses('ops@kente.test')).every((status) => status === 'queued')).toBe(true);
  });

  it('messages in one batch count against each other, and the e-mail of a batch goes when its text is over the cap', async () => {
    for (let index = 0; index < 9; index++) await enqueue([draft(`batch-warmup-${index}`, 'sms', '+233241110004')]);
    await enqueue([draft('batch-a', 'sms', '+233241110004'), draft('batch-b', 'sms', '+233241110004'), draft('batch-mail', 'email', 'batch@example.com')]);
    const byKey = new Map((await rows('+233241110004')).map((row) => [row.dedupKey, row.status]));
    expect([byKey.get('test:batch-a:sms'), byKey.get('test:batch-b:sms')]).toEqual(['queued', 'undeliverable']);
    expect(await statuses('batch@example.com')).toEqual(['queued']);
  });
});
