import express from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadNotificationsConfig, NotificationsConfig, SmsProviderName } from '../config/notifications-config';

export interface AcceptedSms {
  provider: SmsProviderName;
  id: string;
  sender: string;
  to: string;
  text: string;
}

/**
 * Arkesel and Hubtel for tests: one loopback server speaking both wire formats (Arkesel v2
 * `POST /api/v2/sms/send` with the api-key header; Hubtel `POST /v1/messages/send` with HTTP
 * Basic), checking the credentials and recording each message it accepted. A message counts as
 * accepted only when its answer reached a live client. Switches: `down` (503), `holdMs` (slow:
 * each answer waits), `refuse` (numbers answered 400, as an invalid number is).
 */
export interface FakeSms {
  url: string;
  apiKey: string;
  hubtelKey: string;
  accepted: AcceptedSms[];
  /** Every request that reached it, accepted or not (what the shop tried). */
  requests: number;
  /** Requests waiting for their answer (holdMs). */
  waiting: number;
  down: boolean;
  holdMs: number;
  refuse: Set<string>;
  /** The last request's headers and body, for the wire-format checks. */
  last: { path: string; headers: Record<string, string | string[] | undefined>; body: unknown } | null;
  /** The shop's messages settings pointing at this fake (e-mail to the local mailbox unless smtpUrl is given). */
  notificationsConfig(provider: SmsProviderName, dataDir: string, overrides?: Partial<NotificationsConfig>): NotificationsConfig;
  env(provider: SmsProviderName): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeSms(): Promise<FakeSms> {
  const apiKey = randomBytes(12).toString('hex');
  const hubtelKey = `${randomBytes(6).toString('hex')}:${randomBytes(12).toString('hex')}`;
  const fake = {
    apiKey,
    hubtelKey,
    accepted: [] as AcceptedSms[],
    requests: 0,
    waiting: 0,
    down: false,
    holdMs: 0,
    refuse: new Set<string>(),
    last: null as FakeSms['last'],
  };
  const app = express();
  app.use(express.json());

  const handle = (provider: SmsProviderName, authorised: (req: express.Request) => boolean, read: (body: any) => { sender: string; to: string[]; text: string } | null, answer: (ids: { recipient: string; id: string }[]) => unknown) =>
    (async (req: express.Request, res: express.Response) => {
      fake.requests += 1;
      fake.last = { path: req.path, headers: req.headers, body: req.body };
      if (!authorised(req)) return void res.status(401).json({ message: 'Unauthorised' });
      const message = read(req.body);
      if (!message) return void res.status(422).json({ message: 'Invalid request' });
      if (fake.holdMs > 0) {
        fake.waiting += 1;
        await new Promise((resolve) => setTimeout(resolve, fake.holdMs));
        fake.waiting -= 1;
      }
      if (req.socket.destroyed || res.writableEnded) return;
      if (fake.down) return void res.status(503).json({ message: 'Service unavailable' });
      if (message.to.some((to) => fake.refuse.has(to))) return void res.status(400).json({ status: 'error', message: 'Invalid phone number' });
      const ids = message.to.map((recipient) => ({ recipient, id: randomUUID() }));
      res.status(200).json(answer(ids));
      await new Promise<void>((resolve) => res.once('finish', () => resolve()));
      for (const { recipient, id } of ids) fake.accepted.push({ provider, id, sender: message.sender, to: recipient, text: message.text });
    }) as express.RequestHandler;

  app.post(
    '/api/v2/sms/send',
    handle(
      'arkesel',
      (req) => req.header('api-key') === apiKey,
      (body) => (typeof body?.sender === 'string' && typeof body?.message === 'string' && Array.isArray(body?.recipients) && body.recipients.length > 0 ? { sender: body.sender, to: body.recipients, text: body.message } : null),
      (ids) => ({ status: 'success', data: ids }),
    ),
  );
  app.post(
    '/v1/messages/send',
    handle(
      'hubtel',
      (req) => req.header('authorization') === `Basic ${Buffer.from(hubtelKey).toString('base64')}`,
      (body) => (typeof body?.From === 'string' && typeof body?.To === 'string' && typeof body?.Content === 'string' ? { sender: body.From, to: [body.To], text: body.Content } : null),
      ([{ id }]) => ({ rate: 0.03, messageId: id, status: 0, networkId: '62001' }),
    ),
  );

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = (provider: SmsProviderName) => ({ SMS_PROVIDER: provider, SMS_API_KEY: provider === 'arkesel' ? apiKey : hubtelKey, SMS_BASE_URL: url, SMS_SENDER: 'KenteAndCo' });
  return Object.assign(fake, {
    url,
    env,
    notificationsConfig: (provider: SmsProviderName, dataDir: string, overrides: Partial<NotificationsConfig> = {}) => ({
      ...testNotificationsConfig(dataDir, env(provider)),
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The shop's messages settings for tests, from the same loader production uses. */
export function testNotificationsConfig(dataDir: string, env: Record<string, string> = {}): NotificationsConfig {
  return loadNotificationsConfig({ STAFF_EMAIL: 'staff@kente-and-co.test', ...env }, { production: false, dataDir, port: 3000, publicUrl: null, adminEmail: null });
}
