import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../test-support/eventually';
import { Browser, killAllShops, startShop } from '../test-support/shop-process';
import { startWebhookReceiver, WebhookReceiver } from '../test-support/webhook-receiver';

// Two starts of the real server and a claim that must lapse (40 s) before the second sends.
jest.setTimeout(240_000);

const ADMIN = { email: 'owner@example.com', password: 'owner-passphrase' };

describe('a webhook relay killed mid-send (SIGKILL of the real server)', () => {
  let receiver: WebhookReceiver;
  let dataDir: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-webhook-kill-'));
  });
  afterAll(async () => {
    await killAllShops();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the event is delivered by the restarted shop once the dead claim lapses, with the same Webhook-Id; the receiver handles it once', async () => {
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEBHOOK_ALLOW_PRIVATE: 'on' };
    const first = await startShop(env);
    const admin = new Browser();
    const origin = { origin: first.baseUrl };
    expect((await admin.request(first.baseUrl, 'POST', '/api/auth/login', ADMIN, origin)).status).toBe(200);
    const created = await admin.request(first.baseUrl, 'POST', '/api/admin/webhooks', { url: receiver.url, eventTypes: ['support.request_received'] }, origin);
    expect(created.status).toBe(201);

    // The endpoint takes the request and holds it: the shop is killed while it waits for the answer.
    receiver.answer = () => 'hang';
    const sent = await new Browser().request(first.baseUrl, 'POST', '/api/support', {
      firstName: 'Esi',
      lastName: 'Owusu',
      email: 'esi@example.com',
      subject: 'Order Issue',
      message: 'My parcel has not arrived yet, please check.',
    }, origin);
    expect(sent.status).toBe(201);
    await eventually(async () => receiver.received.length, (count) => count === 1, 30_000);
    await first.kill();
    const [lost] = receiver.received;
    expect(lost.json).toMatchObject({ type: 'support.request_received', data: { requestId: sent.body.id } });
    expect(receiver.processed).toEqual([]);

    receiver.answer = () => ({ status: 200, body: 'ok' });
    const second = await startShop(env);
    await eventually(async () => receiver.processed.length, (count) => count === 1, 90_000);
    expect(receiver.received.map(({ headers }) => headers['webhook-id'])).toEqual([lost.headers['webhook-id'], lost.headers['webhook-id']]);
    expect(receiver.processed[0].json).toEqual(lost.json);

    const again = new Browser();
    await again.request(second.baseUrl, 'POST', '/api/auth/login', ADMIN, { origin: second.baseUrl });
    const deliveries = await again.request(second.baseUrl, 'GET', `/api/admin/webhooks/${created.body.id}/deliveries`);
    expect(deliveries.body).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2, eventId: lost.json.id })]);
    // The killed attempt left no answer to log; the one that delivered it did.
    expect(deliveries.body[0].attemptLog).toEqual([expect.objectContaining({ statusCode: 200, excerpt: 'ok' })]);
    await second.stop();
  });
});
