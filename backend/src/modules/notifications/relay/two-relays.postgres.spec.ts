import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Like } from 'typeorm';
import { createApp } from '../../../bootstrap/create-app';
import { APP_CONFIG, AppConfig, loadConfig } from '../../../config/app-config';
import { eventually } from '../../../test-support/eventually';
import { FakeSms, startFakeSms } from '../../../test-support/fake-sms';
import { FakeWhatsApp, startFakeWhatsApp } from '../../../test-support/fake-whatsapp';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { MessageDraft } from '../domain/message-draft';
import { OutboxMessage } from '../domain/outbox-message.entity';
import { Outbox } from '../outbox';
import { OutboxRelay } from './outbox-relay';

jest.setTimeout(120_000);

function drafts(prefix: string, count: number): MessageDraft[] {
  return Array.from({ length: count }, (_, index) => ({
    dedupKey: `test:${prefix}:${index}:sms`,
    kind: 'order-shipped',
    channel: 'sms',
    audience: 'shopper',
    recipient: `+23324${String(1_000_000 + index).slice(-7)}`,
    subject: null,
    text: `Your order is on its way. ${prefix}-${index}.`,
    html: null,
    reference: null,
    orderId: null,
  }));
}

/** WhatsApp order news (ADR 067), each with its SMS wording in `text`. */
function whatsappDrafts(prefix: string, count: number): MessageDraft[] {
  return drafts(prefix, count).map((draft) => ({
    ...draft,
    dedupKey: draft.dedupKey.replace(/:sms$/, ':whatsapp'),
    channel: 'whatsapp',
    template: { name: 'order_shipped', language: 'en', parameters: [`${prefix}-order`, 'https://kente.test/track'] },
  }));
}

describe('two relays on one PostgreSQL', () => {
  let fake: FakeSms;
  let whatsapp: FakeWhatsApp;
  let dataDir: string;
  let first: TestApp;
  let second: NestExpressApplication;

  async function start(relayInProcess: boolean) {
    const notifications = () => whatsapp.notificationsConfig(dataDir, fake.env('arkesel'), { relayInProcess });
    first = await createTestApp({ notifications: notifications() });
    const shared: AppConfig = first.app.get(APP_CONFIG);
    second = await createApp(loadConfig({ NODE_ENV: 'test' }, { ...shared, notifications: notifications() }), { logger: ['error'] });
  }
  const enqueue = (list: MessageDraft[]) => first.dataSource.transaction((manager) => first.app.get(Outbox).enqueue(manager, list));
  const acceptedTimes = (prefix: string) => {
    const counts = new Map<string, number>();
    for (const sms of fake.accepted.filter((sms) => sms.text.includes(` ${prefix}-`))) counts.set(sms.text, (counts.get(sms.text) ?? 0) + 1);
    return counts;
  };

  beforeAll(async () => {
    fake = await startFakeSms();
    whatsapp = await startFakeWhatsApp();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-two-relays-'));
    fake.holdMs = 0;
    whatsapp.holdMs = 0;
  });
  afterEach(async () => {
    await second?.close();
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await fake.close();
    await whatsapp.close();
  });

  it('run side by side over 60 messages: every row is claimed by exactly one of them and accepted by the provider once', async () => {
    await start(false);
    await enqueue(drafts('side-by-side', 60));
    // A slow provider keeps both relays mid-batch at the same time.
    fake.holdMs = 100;
    const [triedByFirst, triedBySecond] = await Promise.all([first.app.get(OutboxRelay).runOnce(), second.get(OutboxRelay).runOnce()]);

    expect(triedByFirst + triedBySecond).toBe(60);
    expect(triedByFirst).toBeGreaterThan(0);
    expect(triedBySecond).toBeGreaterThan(0);
    const times = acceptedTimes('side-by-side');
    expect(times.size).toBe(60);
    expect([...times.values()].every((count) => count === 1)).toBe(true);
    expect(await first.dataSource.getRepository(OutboxMessage).countBy({ status: 'sent', attempts: 1 })).toBe(60);
  });

  it('running in both web processes, woken at commit: 75 messages, none sent twice', async () => {
    await start(true);
    await enqueue(drafts('in-process', 75));
    const sent = await eventually(() => first.dataSource.getRepository(OutboxMessage).countBy({ status: 'sent' }), (count) => count === 75, 60_000);
    expect(sent).toBe(75);
    const times = acceptedTimes('in-process');
    expect(times.size).toBe(75);
    expect([...times.values()].every((count) => count === 1)).toBe(true);
  });

  it('fail over from WhatsApp side by side: each of 40 numbers not on WhatsApp gets its text by SMS exactly once', async () => {
    await start(false);
    const list = whatsappDrafts('fallback', 40);
    for (const draft of list) whatsapp.notOnWhatsApp.add(draft.recipient.slice(1));
    await enqueue(list);
    // Slow answers keep both relays mid-batch at once, over the WhatsApp rows and then the SMS they become.
    whatsapp.holdMs = 50;
    fake.holdMs = 50;
    await Promise.all([first.app.get(OutboxRelay).runOnce(), second.get(OutboxRelay).runOnce()]);
    await Promise.all([first.app.get(OutboxRelay).runOnce(), second.get(OutboxRelay).runOnce()]);

    const times = acceptedTimes('fallback');
    expect(times.size).toBe(40);
    expect([...times.values()].every((count) => count === 1)).toBe(true);
    expect(whatsapp.accepted).toEqual([]);
    const rows = first.dataSource.getRepository(OutboxMessage);
    expect(await rows.countBy({ dedupKey: Like('test:fallback:%:whatsapp'), status: 'dead' })).toBe(40);
    expect(await rows.countBy({ dedupKey: Like('test:fallback:%:sms'), status: 'sent' })).toBe(40);
    expect(await rows.countBy({ kind: 'staff-message-dead' })).toBe(0);
  });
});
