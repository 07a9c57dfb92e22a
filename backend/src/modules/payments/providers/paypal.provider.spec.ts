import { usdCentsFor } from '@shop/rules';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { FakePaypal, startFakePaypal } from '../../../test-support/fake-paypal';
import { ProviderAttempt, StartPaymentInput } from './payment-provider';
import { PaypalProvider } from './paypal.provider';

interface ReceivedWebhook {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/** Stands where the shop's webhook route would: keeps what PayPal sent, byte for byte. */
async function startWebhookReceiver(): Promise<{ url: string; received: ReceivedWebhook[]; server: Server }> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/paypal/webhook`, received, server };
}

const RATE = '15.20';
const TOTAL_PESEWAS = 20955;
const CENTS = usdCentsFor(TOTAL_PESEWAS, RATE);

function startInput(reference: string): StartPaymentInput {
  return { reference, method: 'paypal', amount: CENTS, currency: 'USD', email: 'ama@example.com', orderNumber: 'GH-7KQ2-M9XD', returnUrl: 'https://shop.example.com/track?order=GH-7KQ2-M9XD' };
}

describe('PayPal provider (Orders v2) against a loopback PayPal', () => {
  let paypal: FakePaypal;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let attemptNumber = 0;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    receiver = await startWebhookReceiver();
    paypal.sendWebhooksTo(receiver.url);
  });

  afterEach(async () => {
    await paypal.sandbox.idle();
    paypal.reset();
    receiver.received.length = 0;
  });

  afterAll(async () => {
    await paypal.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  function client(overrides: Partial<ConstructorParameters<typeof PaypalProvider>[0]> = {}, now?: () => number): PaypalProvider {
    return new PaypalProvider({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId, baseUrl: paypal.baseUrl, ...overrides }, now);
  }

  async function startAttempt(provider: PaypalProvider) {
    attemptNumber += 1;
    const reference = `GH7KQ2M9XD4TRB-${attemptNumber}`;
    const started = await provider.start(startInput(reference));
    const attempt: ProviderAttempt = {
      reference,
      method: 'paypal',
      orderNumber: 'GH-7KQ2-M9XD',
      amount: CENTS,
      currency: 'USD',
      amountPesewas: TOTAL_PESEWAS,
      providerPaymentId: started.providerPaymentId,
      providerCaptureId: null,
    };
    return { started, attempt };
  }

  async function paidAttempt(provider: PaypalProvider): Promise<ProviderAttempt> {
    const { attempt } = await startAttempt(provider);
    await paypal.approve(attempt.providerPaymentId!);
    const verified = await provider.verify(attempt);
    expect(verified.outcome).toBe('paid');
    return { ...attempt, providerCaptureId: verified.providerCaptureId ?? null };
  }

  async function latestWebhook(eventType: string): Promise<ReceivedWebhook> {
    await paypal.sandbox.idle();
    const found = receiver.received.filter((webhook) => JSON.parse(webhook.body.toString()).event_type === eventType).at(-1);
    if (!found) throw new Error(`no ${eventType} webhook received`);
    return found;
  }

  it('creates an order for the dollar amount at the shop rate, keyed by the reference, and answers its approve link on the shop', async () => {
    const provider = client();
    const { started, attempt } = await startAttempt(provider);

    expect(CENTS).toBe(1379); // ₵209.55 at ₵15.20 a dollar
    expect(started.providerPaymentId).toMatch(/^[A-Z0-9]{17}$/);
    expect(started.redirectUrl).toBe(`https://shop.example.com/test-payment/${started.providerPaymentId}`);
    const order = await fetch(`${paypal.baseUrl}/v2/checkout/orders/${started.providerPaymentId}`, {
      headers: { authorization: `Bearer ${await tokenFor(paypal)}` },
    }).then((response) => response.json() as Promise<{ intent: string; purchase_units: Record<string, unknown>[] }>);
    expect(order.intent).toBe('CAPTURE');
    expect(order.purchase_units[0]).toMatchObject({
      reference_id: attempt.reference,
      custom_id: attempt.reference,
      invoice_id: attempt.reference,
      amount: { currency_code: 'USD', value: '13.79' },
    });
    expect(paypal.sandbox.find(started.providerPaymentId!)).toMatchObject({ amount: 1379, currency: 'USD', orderNumber: 'GH-7KQ2-M9XD', status: 'open' });
  });

  it('sends the reference as PayPal-Request-Id, so starting the same attempt twice makes one PayPal order', async () => {
    const provider = client();
    const first = await startAttempt(provider);
    const before = paypal.sandbox.counts.ordersCreated;
    const again = await provider.start(startInput(first.attempt.reference));
    expect(again.providerPaymentId).toBe(first.started.providerPaymentId);
    expect(paypal.sandbox.counts.ordersCreated).toBe(before);
  });

  it('refuses to charge PayPal in cedis', async () => {
    await expect(
      client().start({ ...startInput('R-GHS'), amount: TOTAL_PESEWAS, currency: 'GHS' }),
    ).rejects.toThrow(/US dollars/);
  });

  it('asks for one access token and reuses it until shortly before it expires', async () => {
    let now = 1_000_000;
    const provider = client({}, () => now);
    const before = paypal.sandbox.counts.tokens;
    await Promise.all([startAttempt(provider), startAttempt(provider), startAttempt(provider)]);
    await startAttempt(provider);
    expect(paypal.sandbox.counts.tokens - before).toBe(1);

    now += (32_400 - 301) * 1000; // still five minutes and more before PayPal's expires_in
    await startAttempt(provider);
    expect(paypal.sandbox.counts.tokens - before).toBe(1);

    now += 2000; // inside the renewal margin
    await startAttempt(provider);
    expect(paypal.sandbox.counts.tokens - before).toBe(2);
  });

  it('asks for a new token once when PayPal no longer takes the cached one', async () => {
    const provider = client();
    await startAttempt(provider);
    const before = paypal.sandbox.counts.tokens;
    paypal.sandbox.revokeTokens();

    await expect(startAttempt(provider)).resolves.toBeTruthy();
    expect(paypal.sandbox.counts.tokens - before).toBe(1);
  });

  it('says pending while the shopper has not approved yet, and captures nothing', async () => {
    const provider = client();
    const { attempt } = await startAttempt(provider);
    const captures = paypal.sandbox.counts.captureRequests;
    await expect(provider.verify(attempt)).resolves.toMatchObject({ outcome: 'pending', amount: null });
    expect(paypal.sandbox.counts.captureRequests).toBe(captures);
  });

  it('captures an approved order on verify and reports the capture amount, currency and id', async () => {
    const provider = client();
    const { attempt } = await startAttempt(provider);
    await paypal.approve(attempt.providerPaymentId!);

    const verified = await provider.verify(attempt);

    expect(verified).toMatchObject({ outcome: 'paid', amount: 1379, currency: 'USD', providerPaymentId: attempt.providerPaymentId });
    expect(verified.providerCaptureId).toMatch(/^[A-Z0-9]{17}$/);
    // Verifying again reads the completed order: the same capture, no second one.
    await expect(provider.verify(attempt)).resolves.toMatchObject({ outcome: 'paid', amount: 1379, providerCaptureId: verified.providerCaptureId });
  });

  it('captures once when the return, the webhook and reconciliation verify at the same moment (same PayPal-Request-Id)', async () => {
    const provider = client();
    const { attempt } = await startAttempt(provider);
    await paypal.approve(attempt.providerPaymentId!);

    const results = await Promise.all([provider.verify(attempt), client().verify(attempt), provider.verify(attempt)]);

    expect(results.map((result) => result.outcome)).toEqual(['paid', 'paid', 'paid']);
    expect(new Set(results.map((result) => result.providerCaptureId)).size).toBe(1);
    expect(new Set(results.map((result) => result.amount))).toEqual(new Set([1379]));
    // PayPal answers a repeated PayPal-Request-Id with the first capture (another id would get 422 ORDER_ALREADY_CAPTURED).
    const replayed = await fetch(`${paypal.baseUrl}/v2/checkout/orders/${attempt.providerPaymentId}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(paypal)}`, 'content-type': 'application/json', 'paypal-request-id': `${attempt.reference}-capture` },
      body: '{}',
    });
    expect(replayed.status).toBe(201);
    const body = (await replayed.json()) as { purchase_units: { payments: { captures: { id: string }[] } }[] };
    expect(body.purchase_units[0].payments.captures[0].id).toBe(results[0].providerCaptureId);
  });

  it('reports what PayPal really captured when it differs from the order (settlement flags the mismatch)', async () => {
    const provider = client();
    const { attempt } = await startAttempt(provider);
    await paypal.approve(attempt.providerPaymentId!);
    paypal.captureAs({ currency_code: 'EUR', value: '0.01' });

    await expect(provider.verify(attempt)).resolves.toMatchObject({ outcome: 'paid', amount: 1, currency: 'EUR' });
  });

  it('says failed for a declined capture and for an order the shopper cancelled', async () => {
    const provider = client();
    const declined = await startAttempt(provider);
    await paypal.approve(declined.attempt.providerPaymentId!);
    paypal.declineCaptures();
    await expect(provider.verify(declined.attempt)).resolves.toMatchObject({ outcome: 'failed', amount: null, detail: expect.stringContaining('declined') });

    const cancelled = await startAttempt(provider);
    await paypal.decline(cancelled.attempt.providerPaymentId!);
    await expect(provider.verify(cancelled.attempt)).resolves.toMatchObject({ outcome: 'failed', detail: expect.stringContaining('voided') });

    await expect(provider.verify({ ...cancelled.attempt, providerPaymentId: 'NOSUCHORDER000000' })).resolves.toMatchObject({ outcome: 'failed' });
  });

  it('refunds a capture with PayPal-Request-Id <reference>-refund: completed, pending, or refused', async () => {
    const provider = client();
    const paid = await paidAttempt(provider);
    await expect(provider.refund(paid)).resolves.toMatchObject({ outcome: 'refunded' });
    // The same refund asked again (a retried job) is answered from PayPal's idempotency, not refused.
    await expect(provider.refund(paid)).resolves.toMatchObject({ outcome: 'refunded' });
    const refunded = await latestWebhook('PAYMENT.CAPTURE.REFUNDED');
    await expect(provider.readWebhook(refunded.body, refunded.headers)).resolves.toMatchObject({ kind: 'refund-processed', reference: paid.reference });

    paypal.refundsEnd('PENDING');
    await expect(provider.refund(await paidAttempt(provider))).resolves.toMatchObject({ outcome: 'pending' });

    paypal.refundsEnd('refuse');
    await expect(provider.refund(await paidAttempt(provider))).resolves.toMatchObject({ outcome: 'failed', detail: expect.stringContaining('CAPTURE_FULLY_REFUNDED') });

    await expect(provider.refund({ ...paid, providerCaptureId: null })).resolves.toMatchObject({ outcome: 'failed' });
  });

  it('reads a webhook PayPal verifies: the event id, its type and our reference', async () => {
    const provider = client();
    const { attempt } = await startAttempt(provider);
    await paypal.approve(attempt.providerPaymentId!);
    const approved = await latestWebhook('CHECKOUT.ORDER.APPROVED');

    const webhook = await provider.readWebhook(approved.body, approved.headers);

    expect(webhook).toMatchObject({ type: 'CHECKOUT.ORDER.APPROVED', kind: 'payment', reference: attempt.reference });
    expect(webhook!.eventId).toBe(JSON.parse(approved.body.toString()).id);

    await provider.verify(attempt);
    const completed = await latestWebhook('PAYMENT.CAPTURE.COMPLETED');
    await expect(provider.readWebhook(completed.body, completed.headers)).resolves.toMatchObject({ kind: 'payment', reference: attempt.reference });
  });

  it('answers null (401, nothing stored) for a webhook PayPal does not vouch for', async () => {
    const provider = client();
    const { attempt } = await startAttempt(provider);
    paypal.tamper();
    await paypal.approve(attempt.providerPaymentId!);
    const tampered = await latestWebhook('CHECKOUT.ORDER.APPROVED');
    await expect(provider.readWebhook(tampered.body, tampered.headers)).resolves.toBeNull();

    paypal.reset();
    const genuine = await startAttempt(provider);
    await paypal.approve(genuine.attempt.providerPaymentId!);
    const good = await latestWebhook('CHECKOUT.ORDER.APPROVED');
    // A changed body, a missing header, another shop's webhook id, or not JSON at all.
    const changed = Buffer.from(good.body.toString().replace(genuine.attempt.reference, 'GH0000000000-1'));
    await expect(provider.readWebhook(changed, good.headers)).resolves.toBeNull();
    const { ['paypal-transmission-sig']: _dropped, ...unsigned } = good.headers;
    await expect(provider.readWebhook(good.body, unsigned)).resolves.toBeNull();
    await expect(client({ webhookId: 'WH-SOMEONE-ELSE' }).readWebhook(good.body, good.headers)).resolves.toBeNull();
    await expect(provider.readWebhook(Buffer.from('not json'), good.headers)).resolves.toBeNull();
    // The genuine one still reads.
    await expect(provider.readWebhook(good.body, good.headers)).resolves.not.toBeNull();
  });

  it('fails clearly, never with a raw error, when PayPal is slow, down or refuses the credentials', async () => {
    paypal.delay(500);
    await expect(startAttempt(client({ timeoutMs: 100 }))).rejects.toThrow('PayPal did not answer in time');
    paypal.reset();

    await expect(startAttempt(client({ baseUrl: 'http://127.0.0.1:9' }))).rejects.toThrow(/PayPal could not be reached/);
    await expect(startAttempt(client({ clientSecret: 'wrong' }))).rejects.toThrow(/PayPal refused the shop's credentials: 401 invalid_client/);
  });
});

async function tokenFor(paypal: FakePaypal): Promise<string> {
  const response = await fetch(`${paypal.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
