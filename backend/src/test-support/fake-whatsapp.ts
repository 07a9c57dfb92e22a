import express from 'express';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NotificationsConfig } from '../config/notifications-config';
import { testNotificationsConfig } from './fake-sms';

export interface AcceptedWhatsApp {
  id: string;
  /** Digits with the country code, as Meta takes them (233...). */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The copy-code button's value (authentication templates). */
  codeButton: string | null;
}

/**
 * Meta's WhatsApp Cloud API for tests: `POST /{version}/{phone-number-id}/messages` with a Bearer
 * token and a template message, answered as Meta answers (`{ messaging_product, contacts, messages:
 * [{ id }] }`, or `{ error: { message, type, code, error_subcode, fbtrace_id } }`). It checks the
 * token, the phone number id and the body's shape, and records each message it accepted (once its
 * answer reached a live client). Switches: `notOnWhatsApp` (numbers answered 400 with Meta's
 * 131026 "Message undeliverable"), `failLater` (accepted, then reported failed by webhook), `down`
 * (503), `holdMs` (slow answers).
 */
export interface FakeWhatsApp {
  url: string;
  token: string;
  phoneNumberId: string;
  accepted: AcceptedWhatsApp[];
  requests: number;
  down: boolean;
  holdMs: number;
  notOnWhatsApp: Set<string>;
  /**
   * Numbers whose messages are accepted (200 and a wamid) and then reported `failed` (131026) in a
   * statuses webhook signed with `appSecret` (X-Hub-Signature-256), posted to `statusWebhookUrl`:
   * how Meta tells of a number with no WhatsApp. Meta's timing is its own, so the test picks it:
   * `before-answering` posts the status before answering the send (the shop has not yet recorded the
   * message's id); `when-told` holds it until `reportFailures()`.
   */
  failLater: Set<string>;
  failureReported: 'before-answering' | 'when-told';
  /** Posts the failed statuses held back (`when-told`), one after another. */
  reportFailures(): Promise<void>;
  statusWebhookUrl: string | null;
  appSecret: string;
  /** The answers of the shop to the statuses webhooks posted so far. */
  webhookAnswers: number[];
  /** The last request's path, headers and body, for the wire-format checks. */
  last: { path: string; headers: Record<string, string | string[] | undefined>; body: unknown } | null;
  env(): Record<string, string>;
  /** The shop's messages settings pointing at this fake (e-mail and SMS to the local mailbox unless overridden). */
  notificationsConfig(dataDir: string, env?: Record<string, string>, overrides?: Partial<NotificationsConfig>): NotificationsConfig;
  close(): Promise<void>;
}

const metaError = (res: express.Response, status: number, code: number, message: string, type = 'OAuthException', subcode?: number) =>
  void res.status(status).json({ error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: `A${randomBytes(8).toString('hex')}` } });

function readTemplate(body: any): Omit<AcceptedWhatsApp, 'id'> | null {
  if (body?.messaging_product !== 'whatsapp' || body?.type !== 'template' || typeof body?.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return null;
  const template = body.template;
  if (typeof template?.name !== 'string' || typeof template?.language?.code !== 'string' || !Array.isArray(template?.components)) return null;
  const bodyPart = template.components.find((component: any) => component?.type === 'body');
  const parameters: unknown[] = bodyPart?.parameters ?? [];
  if (!parameters.every((parameter: any) => parameter?.type === 'text' && typeof parameter.text === 'string' && parameter.text.trim() !== '' && !/[\n\t]| {5}/.test(parameter.text))) return null;
  const button = template.components.find((component: any) => component?.type === 'button');
  return {
    to: body.to,
    template: template.name,
    language: template.language.code,
    parameters: parameters.map((parameter: any) => parameter.text),
    codeButton: button?.parameters?.[0]?.text ?? null,
  };
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const token = `EAAG${randomBytes(16).toString('hex')}`;
  const phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 899_999_999_999_999));
  const fake = {
    token,
    phoneNumberId,
    accepted: [] as AcceptedWhatsApp[],
    requests: 0,
    down: false,
    holdMs: 0,
    notOnWhatsApp: new Set<string>(),
    failLater: new Set<string>(),
    failureReported: 'when-told' as FakeWhatsApp['failureReported'],
    statusWebhookUrl: null as string | null,
    appSecret: randomBytes(16).toString('hex'),
    webhookAnswers: [] as number[],
    last: null as FakeWhatsApp['last'],
  };
  /** Meta's statuses webhook for a message it accepted and could not deliver. */
  const reportFailed = async (id: string, to: string) => {
    if (!fake.statusWebhookUrl) return;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '233302000000', phone_number_id: phoneNumberId },
                statuses: [
                  {
                    id,
                    status: 'failed',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: to,
                    errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', fake.appSecret).update(body).digest('hex')}`;
    const answer = await fetch(fake.statusWebhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body }).catch(() => null);
    fake.webhookAnswers.push(answer?.status ?? 0);
  };
  let heldReports: (() => Promise<void>)[] = [];
  const reportFailures = async () => {
    const reports = heldReports;
    heldReports = [];
    for (const report of reports) await report();
  };
  const app = express();
  app.use(express.json());
  app.post('/:version/:phoneNumberId/messages', (async (req: express.Request, res: express.Response) => {
    fake.requests += 1;
    fake.last = { path: req.path, headers: req.headers, body: req.body };
    if (req.header('authorization') !== `Bearer ${token}`) return metaError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!/^v\d+\.\d+$/.test(String(req.params.version))) return metaError(res, 400, 2635, `(#2635) The version ${req.params.version} is not valid.`);
    if (req.params.phoneNumberId !== phoneNumberId) return metaError(res, 400, 100, `Unsupported post request. Object with ID '${req.params.phoneNumberId}' does not exist`, 'GraphMethodException', 33);
    const message = readTemplate(req.body);
    if (!message) return metaError(res, 400, 100, '(#100) Invalid parameter');
    if (fake.holdMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.holdMs).unref());
    if (req.socket.destroyed || res.writableEnded) return;
    if (fake.down) return metaError(res, 503, 131000, 'Something went wrong', 'OAuthException');
    if (fake.notOnWhatsApp.has(message.to)) return metaError(res, 400, 131026, '(#131026) Message undeliverable');
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    const failLater = fake.failLater.has(message.to);
    if (failLater && fake.failureReported === 'before-answering') await reportFailed(id, message.to);
    res.status(200).json({ messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id }] });
    await new Promise<void>((resolve) => res.once('finish', () => resolve()));
    fake.accepted.push({ id, ...message });
    if (failLater && fake.failureReported === 'when-told') heldReports.push(() => reportFailed(id, message.to));
  }) as express.RequestHandler);

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = () => ({ WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_BASE_URL: url, WHATSAPP_APP_SECRET: fake.appSecret, WHATSAPP_VERIFY_TOKEN: 'kente-verify-token' });
  return Object.assign(fake, {
    url,
    reportFailures,
    env,
    notificationsConfig: (dataDir: string, more: Record<string, string> = {}, overrides: Partial<NotificationsConfig> = {}) => ({ ...testNotificationsConfig(dataDir, { ...env(), ...more }), ...overrides }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
