import express from 'express';
import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { loadPaymentsConfig, PaymentsConfig } from '../config/payments-config';
import { createPaypalSandbox, PaypalSandbox, PaypalWebhookDelivery } from '../modules/payments/test-mode/paypal-sandbox';

export interface FakePaypal {
  /** PAYPAL_BASE_URL for the shop under test. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  sandbox: PaypalSandbox;
  /** The shop's payment settings with PayPal pointed here (PayPal alone: no Paystack keys). */
  paymentsConfig(ghsPerUsd: string, overrides?: Partial<PaymentsConfig>): PaymentsConfig;
  /** The same as environment variables, for a shop started as a process. */
  env(ghsPerUsd: string): Record<string, string>;
  /** Where webhooks go; set once the shop under test listens. */
  sendWebhooksTo(url: string): void;
  /** The shopper approves at PayPal (CHECKOUT.ORDER.APPROVED is sent and awaited). */
  approve(orderId: string): Promise<void>;
  /** The shopper walks away / cancels: the order is voided. */
  decline(orderId: string): Promise<void>;
  /** Every answer of the API waits this long (0: none): longer than the client's timeout is an outage. */
  delay(ms: number): void;
  /** Every call answers 503, as PayPal does in an outage. */
  outage(): void;
  /** Sends the latest webhook of that type again, `times` times at once; answers the shop's statuses. */
  replay(eventType: string, times: number): Promise<(number | null)[]>;
  /** Webhooks are recorded but never sent. */
  withholdWebhooks(): void;
  /** Webhooks are signed with the wrong key: verify-webhook-signature answers FAILURE. */
  tamper(): void;
  /** The next captures take this amount (e.g. { currency_code: 'USD', value: '0.01' }) instead of the order's. */
  captureAs(amount: { currency_code: string; value: string }): void;
  /** Captures come back DECLINED (PAYMENT.CAPTURE.DENIED). */
  declineCaptures(): void;
  /** Refunds come back with this status, or are refused with a 422. */
  refundsEnd(outcome: 'COMPLETED' | 'PENDING' | 'FAILED' | 'refuse'): void;
  /** Resets every switch to PayPal behaving. */
  reset(): void;
  close(): Promise<void>;
}

/** A loopback PayPal built on the TEST MODE sandbox router, with switches for what real PayPal does on a bad day. */
export async function startFakePaypal(options: { tokenLifetimeSeconds?: number } = {}): Promise<FakePaypal> {
  const credentials = { clientId: `client-${randomBytes(6).toString('hex')}`, clientSecret: randomBytes(16).toString('hex'), webhookId: `WH-${randomBytes(8).toString('hex')}` };
  let baseUrl = '';
  let webhookUrl = 'http://127.0.0.1:9/unset';
  let delayMs = 0;
  let down = false;
  const sandbox = createPaypalSandbox({ ...credentials, baseUrl: () => baseUrl, webhookUrl: () => webhookUrl, tokenLifetimeSeconds: options.tokenLifetimeSeconds });

  const app = express();
  app.use((_req, _res, next) => (delayMs > 0 ? setTimeout(next, delayMs) : next()));
  app.use((_req, res, next) => (down ? res.status(503).json({ name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.', debug_id: 'fake-outage' }) : next()));
  app.use(sandbox.router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const latest = (eventType: string): PaypalWebhookDelivery => {
    const delivery = sandbox.deliveries.filter((candidate) => candidate.eventType === eventType).at(-1);
    if (!delivery) throw new Error(`The fake PayPal has sent no ${eventType} webhook`);
    return delivery;
  };
  const defaults = { ...sandbox.switches };
  const env = (ghsPerUsd: string) => ({
    PAYPAL_CLIENT_ID: credentials.clientId,
    PAYPAL_CLIENT_SECRET: credentials.clientSecret,
    PAYPAL_WEBHOOK_ID: credentials.webhookId,
    PAYPAL_BASE_URL: baseUrl,
    PAYPAL_GHS_PER_USD: ghsPerUsd,
  });

  return {
    baseUrl,
    ...credentials,
    sandbox,
    paymentsConfig: (ghsPerUsd, overrides = {}) => ({ ...loadPaymentsConfig(env(ghsPerUsd), false, 'http://localhost:3000'), ...overrides }),
    env,
    sendWebhooksTo: (url) => (webhookUrl = url),
    approve: async (orderId) => {
      await sandbox.approve(orderId);
    },
    decline: async (orderId) => {
      await sandbox.decline(orderId);
    },
    delay: (ms) => (delayMs = ms),
    outage: () => (down = true),
    replay: (eventType, times) => {
      const delivery = latest(eventType);
      return Promise.all(Array.from({ length: times }, () => sandbox.deliver(delivery)));
    },
    withholdWebhooks: () => (sandbox.switches.sendWebhooks = false),
    tamper: () => (sandbox.switches.tamperSignatures = true),
    captureAs: (amount) => (sandbox.switches.captureAmount = amount),
    declineCaptures: () => (sandbox.switches.declineCaptures = true),
    refundsEnd: (outcome) => (sandbox.switches.refundOutcome = outcome),
    reset: () => {
      Object.assign(sandbox.switches, defaults);
      delayMs = 0;
      down = false;
    },
    close: async () => {
      await sandbox.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
