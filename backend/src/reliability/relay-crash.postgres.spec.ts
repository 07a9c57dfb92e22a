import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MessageDraft } from '../modules/notifications/domain/message-draft';
import { OutboxMessage } from '../modules/notifications/domain/outbox-message.entity';
import { Outbox } from '../modules/notifications/outbox';
import { LEASE_SECONDS } from '../modules/notifications/relay/outbox-relay';
import { eventually } from '../test-support/eventually';
import { FakeSms, startFakeSms } from '../test-support/fake-sms';
import { createTestApp, TestApp } from '../test-support/test-app';

/** `npm run worker`, compiled: the relay in a process of its own, killed like a crash would. */
const WORKER_ENTRY = join(__dirname, '..', '..', 'dist', 'worker.js');

// Two worker starts, and the killed worker's claims must lapse (LEASE_SECONDS) before the second takes them.
jest.setTimeout(LEASE_SECONDS * 1000 + 150_000);

interface Worker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorker(env: Record<string, string>): Promise<Worker> {
  if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm run build -w backend\` first`);
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', SEED_DEMO_CATALOG: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('Worker running the scheduled jobs and relays')) resolve({ child, output: () => output, exited });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => reject(new Error(`The worker exited with code ${code} before it was running:\n${output.slice(-4_000)}`)));
  });
}

describe('the relay worker killed with SIGKILL mid-batch, on PostgreSQL', () => {
  let fake: FakeSms;
  let shop: TestApp;
  let dataDir: string;
  const workers: Worker[] = [];

  beforeAll(async () => {
    fake = await startFakeSms();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-relay-crash-'));
    // The web process writes the messages; only the worker sends them.
    shop = await createTestApp({ notifications: fake.notificationsConfig('arkesel', dataDir, { relayInProcess: false }) });
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await shop?.close();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and sends nothing twice that the provider had accepted', async () => {
    const messages: MessageDraft[] = Array.from({ length: 40 }, (_, index) => ({
      dedupKey: `test:crash:${index}:sms`,
      kind: 'order-shipped',
      channel: 'sms',
      audience: 'shopper',
      recipient: `+23320${String(2_000_000 + index).slice(-7)}`,
      subject: null,
      text: `Your order is on its way. crash-${index}.`,
      html: null,
      reference: null,
      orderId: null,
    }));
    const rows = shop.dataSource.getRepository(OutboxMessage);
    const env = { DATABASE_URL: (shop.app.get(APP_CONFIG) as AppConfig).databaseUrl!, DATA_DIR: dataDir, ...fake.env('arkesel') };

    const first = await startWorker(env);
    workers.push(first);
    await shop.dataSource.transaction((manager) => shop.app.get(Outbox).enqueue(manager, messages));
    // Some are accepted; then the provider turns slow, and the worker is caught waiting for its answers.
    await eventually(async () => fake.accepted.length, (count) => count >= 10, 30_000);
    fake.holdMs = 120_000;
    await eventually(async () => fake.waiting, (waiting) => waiting > 0, 30_000);
    // Everything the provider accepted is recorded, so the kill lands while the worker only waits.
    await eventually(() => rows.countBy({ status: 'sent' }), (sent) => sent === fake.accepted.length, 30_000);
    const acceptedBeforeKill = fake.accepted.length;
    expect(fake.waiting).toBeGreaterThan(0);
    expect(await rows.countBy({ status: 'sent' })).toBe(acceptedBeforeKill);
    expect(acceptedBeforeKill).toBeLessThan(40);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    const caughtMidSend = await rows.countBy({ status: 'sending' });
    expect(caughtMidSend).toBeGreaterThan(0);

    fake.holdMs = 0;
    const second = await startWorker(env);
    workers.push(second);
    const sent = await eventually(() => rows.countBy({ status: 'sent' }), (count) => count === 40, LEASE_SECONDS * 1000 + 60_000);
    expect(sent).toBe(40);

    const times = new Map<string, number>();
    for (const sms of fake.accepted) times.set(sms.text, (times.get(sms.text) ?? 0) + 1);
    expect(times.size).toBe(40);
    expect([...times.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    // The rows the dead worker held were taken again once their claim lapsed: a second try each.
    expect(await rows.countBy({ status: 'sent', attempts: 2 })).toBe(caughtMidSend);
    // A stop signal is a clean shutdown: the running batch is awaited (Nest re-raises the signal once closed).
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.output()).not.toMatch(/Error/);
  });
});
