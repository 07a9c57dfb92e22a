import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../../bootstrap/create-app';
import { APP_CONFIG, AppConfig, loadConfig } from '../../../config/app-config';
import { eventually } from '../../../test-support/eventually';
import { FakeSms, startFakeSms } from '../../../test-support/fake-sms';
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

describe('two relays on one PostgreSQL', () => {
  let fake: FakeSms;
  let dataDir: string;
  let first: TestApp;
  let second: NestExpressApplication;

  async function start(relayInProcess: boolean) {
    first = await createTestApp({ notifications: fake.notificationsConfig('arkesel', dataDir, { relayInProcess }) });
    const shared: AppConfig = first.app.get(APP_CONFIG);
    second = await createApp(loadConfig({ NODE_ENV: 'test' }, { ...shared, notifications: fake.notificationsConfig('arkesel', dataDir, { relayInProcess }) }), { logger: ['error'] });
  }
  const enqueue = (list: MessageDraft[]) => first.dataSource.transaction((manager) => first.app.get(Outbox).enqueue(manager, list));
  const acceptedTimes = (prefix: string) => {
    const counts = new Map<string, number>();
    for (const sms of fake.accepted.filter((sms) => sms.text.includes(` ${prefix}-`))) counts.set(sms.text, (counts.get(sms.text) ?? 0) + 1);
    return counts;
  };

  beforeAll(async () => {
    fake = await startFakeSms();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-two-relays-'));
    fake.holdMs = 0;
  });
  afterEach(async () => {
    await second?.close();
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => fake.close());

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
});
