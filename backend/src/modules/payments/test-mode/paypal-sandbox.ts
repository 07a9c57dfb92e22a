import express, { NextFunction, Request, Response, Router } from 'express';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { PaymentSandbox, SandboxCheckout, SandboxCheckoutClosedError } from '../providers/payment-provider';

export interface PaypalSandboxOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The sandbox's own URL (for the links it answers), known once the server listens. */
  baseUrl: () => string;
  /** Where its signed webhooks go: the shop's /api/payments/paypal/webhook. */
  webhookUrl: () => string;
  tokenLifetimeSeconds?: number;
}

/** How the sandbox misbehaves on purpose; the in-app TEST MODE never changes them, the tests' fake does. */
export interface PaypalSandboxSwitches {
  /** false: webhooks are recorded in `deliveries` but never sent (a webhook that never comes). */
  sendWebhooks: boolean;
  /** Sign webhooks with a key the sandbox does not verify with: verify-webhook-signature answers FAILURE. */
  tamperSignatures: boolean;
  /** Capture this instead of the order's amount (a provider that takes the wrong sum or currency). */
  captureAmount: PaypalAmount | null;
  /** The capture comes back DECLINED (PAYMENT.CAPTURE.DENIED). */
  declineCaptures: boolean;
  /** What a refund request gets: its status, or 'refuse' for a 422 like PayPal's CAPTURE_FULLY_REFUNDED. */
  refundOutcome: 'COMPLETED' | 'PENDING' | 'FAILED' | 'refuse';
}

export interface PaypalWebhookDelivery {
  eventType: string;
  body: string;
  headers: Record<string, string>;
}

export interface PaypalSandbox extends PaymentSandbox {
  readonly switches: PaypalSandboxSwitches;
  /** Counters a test reads: access tokens issued, capture requests received. */
  readonly counts: { tokens: number; captureRequests: number; ordersCreated: number };
  /** Every webhook the sandbox made, oldest first, whether sent or not. */
  readonly deliveries: PaypalWebhookDelivery[];
  /** Sends one delivery (again); answers the shop's HTTP status, or null when it could not be reached. */
  deliver(delivery: PaypalWebhookDelivery): Promise<number | null>;
  /** PayPal finishes every PENDING refund, sending PAYMENT.CAPTURE.REFUNDED for each; answers how many. */
  completePendingRefunds(): Promise<number>;
  /** Every access token stops working at once, as when PayPal rotates credentials. */
  revokeTokens(): void;
  /** Waits for webhooks still on their way. */
  idle(): Promise<void>;
}

interface PaypalAmount {
  currency_code: string;
  value: string;
}

interface SandboxCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'REFUNDED';
  amount: PaypalAmount;
  createTime: string;
}

interface SandboxRefund {
  id: string;
  captureId: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  amount: PaypalAmount;
  createTime: string;
}

interface SandboxOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
  referenceId: string;
  customId: string | null;
  invoiceId: string | null;
  description: string | null;
  amount: PaypalAmount;
  returnUrl: string;
  cancelUrl: string;
  viaPaymentSource: boolean;
  payerId: string | null;
  capture: SandboxCapture | null;
  createTime: string;
}

/** PayPal's currencies with cents (the subset a shop meets); cedis are not among them. */
const CURRENCIES = new Set(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
const MAX_ORDERS = 10_000;
/** PayPal's amount value for a currency with cents: at most 2 decimals (DECIMAL_PRECISION otherwise). */
const PAYPAL_VALUE = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * An in-memory stand-in for PayPal's REST API (OAuth2 token, Orders v2, captures, refunds and
 * verify-webhook-signature), so TEST MODE and the tests run the real PayPal client over HTTP.
 * Its approve link is the shop's own TEST MODE page; webhooks are signed with a per-process key
 * that only its verify-webhook-signature knows.
 */
export function createPaypalSandbox(options: PaypalSandboxOptions): PaypalSandbox {
  const signingKey = randomBytes(32);
  const tokens = new Map<string, number>();
  const orders = new Map<string, SandboxOrder>();
  const captures = new Map<string, SandboxOrder>();
  const refunds = new Map<string, SandboxRefund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const inFlight = new Set<Promise<unknown>>();
  const switches: PaypalSandboxSwitches = { sendWebhooks: true, tamperSignatures: false, captureAmount: null, declineCaptures: false, refundOutcome: 'COMPLETED' };
  const counts = { tokens: 0, captureRequests: 0, ordersCreated: 0 };
  const deliveries: PaypalWebhookDelivery[] = [];
  const lifetime = options.tokenLifetimeSeconds ?? 32_400;

  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }), express.json({ limit: '100kb' }));

  router.post('/v1/oauth2/token', (req, res) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (!sameText(req.headers.authorization ?? '', expected)) return res.status(401).json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if ((req.body as { grant_type?: unknown })?.grant_type !== 'client_credentials') {
      return res.status(400).json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + lifetime * 1000);
    counts.tokens += 1;
    res.json({ scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-TEST', expires_in: lifetime, nonce: randomUUID() });
  });

  router.use(['/v1/notifications', '/v2'], (req: Request, res: Response, next: NextFunction) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined || expiresAt < Date.now()) return res.status(401).json({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    next();
  });

  router.post('/v2/checkout/orders', (req, res) => {
    const requestId = header(req, 'paypal-request-id');
    const known = requestId ? idempotent.get(`order:${requestId}`) : undefined;
    if (known) return res.status(200).json(known.body);
    const body = req.body as {
      intent?: unknown;
      purchase_units?: { reference_id?: unknown; custom_id?: unknown; invoice_id?: unknown; description?: unknown; amount?: { currency_code?: unknown; value?: unknown } }[];
      payment_source?: { paypal?: { experience_context?: { return_url?: unknown; cancel_url?: unknown } } };
      application_context?: { return_url?: unknown; cancel_url?: unknown };
    };
    if (body?.intent !== 'CAPTURE') return paypalError(res, 422, 'UNPROCESSABLE_ENTITY', 'INTENT_NOT_SUPPORTED', 'This sandbox takes intent CAPTURE only.');
    const unit = Array.isArray(body.purchase_units) && body.purchase_units.length === 1 ? body.purchase_units[0] : null;
    if (!unit) return paypalError(res, 400, 'INVALID_REQUEST', 'INVALID_ARRAY_LENGTH', 'One purchase unit is expected.');
    const amount = unit.amount;
    if (typeof amount?.currency_code !== 'string' || typeof amount.value !== 'string' || !PAYPAL_VALUE.test(amount.value)) {
      return paypalError(res, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'purchase_units[0].amount is not a valid amount.');
    }
    if (!CURRENCIES.has(amount.currency_code)) return paypalError(res, 422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_NOT_SUPPORTED', `Currency ${amount.currency_code} is not supported.`);
    const context = body.payment_source?.paypal?.experience_context ?? body.application_context;
    const returnUrl = httpUrl(context?.return_url);
    const cancelUrl = httpUrl(context?.cancel_url) ?? returnUrl;
    if (!returnUrl || !cancelUrl) return paypalError(res, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'return_url is required by this sandbox.');
    const viaPaymentSource = body.payment_source?.paypal !== undefined;
    const order: SandboxOrder = {
      id: paypalId(),
      status: viaPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : null,
      invoiceId: typeof unit.invoice_id === 'string' ? unit.invoice_id : null,
      description: typeof unit.description === 'string' ? unit.description : null,
      amount: { currency_code: amount.currency_code, value: amount.value },
      returnUrl,
      cancelUrl,
      viaPaymentSource,
      payerId: null,
      capture: null,
      createTime: new Date().toISOString(),
    };
    remember(orders, order.id, order);
    counts.ordersCreated += 1;
    const answer = orderBody(order);
    if (requestId) remember(idempotent, `order:${requestId}`, { status: 201, body: answer });
    res.status(201).json(answer);
  });

  router.get('/v2/checkout/orders/:id', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order) return notFound(res, `order ${req.params.id}`);
    res.json(orderBody(order));
  });

  router.post('/v2/checkout/orders/:id/capture', (req, res) => {
    counts.captureRequests += 1;
    const requestId = header(req, 'paypal-request-id');
    const known = requestId ? idempotent.get(`capture:${requestId}`) : undefined;
    if (known) return res.status(known.status).json(known.body);
    const order = orders.get(req.params.id);
    if (!order) return notFound(res, `order ${req.params.id}`);
    if (order.status === 'COMPLETED') return paypalError(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED') return paypalError(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    const capture: SandboxCapture = {
      id: paypalId(),
      status: switches.declineCaptures ? 'DECLINED' : 'COMPLETED',
      amount: switches.captureAmount ?? order.amount,
      createTime: new Date().toISOString(),
    };
    order.capture = capture;
    order.status = 'COMPLETED';
    remember(captures, capture.id, order);
    const answer = orderBody(order);
    if (requestId) remember(idempotent, `capture:${requestId}`, { status: 201, body: answer });
    res.status(201).json(answer);
    send(capture.status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED', 'capture', captureBody(order, capture));
  });

  router.post('/v2/payments/captures/:id/refund', (req, res) => {
    const requestId = header(req, 'paypal-request-id');
    const known = requestId ? idempotent.get(`refund:${requestId}`) : undefined;
    if (known) return res.status(known.status).json(known.body);
    const order = captures.get(req.params.id);
    const capture = order?.capture;
    if (!order || !capture) return notFound(res, `capture ${req.params.id}`);
    // Cents already given back (or on their way); a body without an amount asks for the rest.
    const cents = (amount: PaypalAmount) => Math.round(Number(amount.value) * 100);
    const refunded = [...refunds.values()].filter((refund) => refund.captureId === capture.id && refund.status !== 'FAILED').reduce((sum, refund) => sum + cents(refund.amount), 0);
    const left = cents(capture.amount) - refunded;
    const askedValue = (req.body as { amount?: PaypalAmount } | undefined)?.amount;
    const asked = askedValue ? cents(askedValue) : left;
    if (capture.status !== 'COMPLETED' || left <= 0 || asked > left || !(asked > 0) || switches.refundOutcome === 'refuse') {
      return paypalError(res, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    }
    const amount = { currency_code: capture.amount.currency_code, value: (asked / 100).toFixed(2) };
    const refund: SandboxRefund = { id: paypalId(), captureId: capture.id, orderId: order.id, status: switches.refundOutcome, amount, createTime: new Date().toISOString() };
    remember(refunds, refund.id, refund);
    if (refund.status === 'COMPLETED' && asked === left) capture.status = 'REFUNDED';
    const answer = refundBody(refund, order);
    if (requestId) remember(idempotent, `refund:${requestId}`, { status: 201, body: answer });
    res.status(201).json(answer);
    if (refund.status === 'COMPLETED') send('PAYMENT.CAPTURE.REFUNDED', 'refund', answer);
  });

  router.post('/v1/notifications/verify-webhook-signature', (req, res) => {
    const body = req.body as Record<string, unknown>;
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
    const missing = fields.find((field) => typeof body?.[field] !== 'string');
    if (missing || typeof body.webhook_event !== 'object' || body.webhook_event === null) {
      return paypalError(res, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `${missing ?? 'webhook_event'} is required.`);
    }
    const expected = signature(signingKey, body.transmission_id as string, body.transmission_time as string, body.webhook_id as string, JSON.stringify(body.webhook_event));
    const good = body.webhook_id === options.webhookId && sameText(body.transmission_sig as string, expected);
    res.json({ verification_status: good ? 'SUCCESS' : 'FAILURE' });
  });

  function orderBody(order: SandboxOrder): Record<string, unknown> {
    const self = `${options.baseUrl()}/v2/checkout/orders/${order.id}`;
    const open = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      ...(order.viaPaymentSource ? { payment_source: { paypal: {} } } : {}),
      purchase_units: [
        {
          reference_id: order.referenceId,
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          ...(order.description ? { description: order.description } : {}),
          amount: order.amount,
          ...(order.capture ? { payments: { captures: [captureBody(order, order.capture)] } } : {}),
        },
      ],
      ...(order.payerId ? { payer: { payer_id: order.payerId, email_address: 'buyer@example.com', name: { given_name: 'Test', surname: 'Buyer' } } } : {}),
      create_time: order.createTime,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        ...(open ? [{ href: checkoutPage(order), rel: order.viaPaymentSource ? 'payer-action' : 'approve', method: 'GET' }] : []),
        ...(order.status === 'APPROVED' ? [{ href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
      ],
    };
  }

  function captureBody(order: SandboxOrder, capture: SandboxCapture): Record<string, unknown> {
    const self = `${options.baseUrl()}/v2/payments/captures/${capture.id}`;
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE' },
      ...(order.customId ? { custom_id: order.customId } : {}),
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      ...(capture.status === 'DECLINED' ? { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_CONTROLS' } } : {}),
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: capture.createTime,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: `${self}/refund`, rel: 'refund', method: 'POST' },
        { href: `${options.baseUrl()}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function refundBody(refund: SandboxRefund, order: SandboxOrder): Record<string, unknown> {
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      ...(order.customId ? { custom_id: order.customId } : {}),
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      create_time: refund.createTime,
      links: [
        { href: `${options.baseUrl()}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${options.baseUrl()}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  /** The shop's own TEST MODE page, on the origin the shopper came from. */
  function checkoutPage(order: SandboxOrder): string {
    return `${new URL(order.returnUrl).origin}/test-payment/${order.id}`;
  }

  function checkoutOf(order: SandboxOrder): SandboxCheckout {
    const status = order.status === 'VOIDED' ? 'declined' : order.status === 'APPROVED' || order.status === 'COMPLETED' ? 'approved' : 'open';
    const [whole, cents = ''] = order.amount.value.split('.');
    return {
      id: order.id,
      provider: 'paypal',
      method: 'paypal',
      amount: Number(whole) * 100 + Number(cents.padEnd(2, '0')),
      currency: 'USD',
      // The shop's return URL names its order; PayPal itself would show the description.
      orderNumber: new URL(order.returnUrl).searchParams.get('order') ?? order.description ?? order.referenceId,
      status,
      returnUrl: status === 'declined' ? withParams(order.cancelUrl, { token: order.id }) : withParams(order.returnUrl, { token: order.id, PayerID: order.payerId ?? '' }),
    };
  }

  function send(eventType: string, resourceType: string, resource: Record<string, unknown>): Promise<void> {
    const event = {
      id: `WH-${randomBytes(9).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary: `${eventType} (TEST MODE)`,
      resource,
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const key = switches.tamperSignatures ? randomBytes(32) : signingKey;
    const delivery: PaypalWebhookDelivery = {
      eventType,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${options.baseUrl()}/v1/notifications/certs/CERT-TEST`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signature(key, transmissionId, transmissionTime, options.webhookId, body),
      },
    };
    deliveries.push(delivery);
    if (deliveries.length > MAX_ORDERS) deliveries.shift();
    if (!switches.sendWebhooks) return Promise.resolve();
    const sending = deliver(delivery).then(() => undefined);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  }

  async function deliver(delivery: PaypalWebhookDelivery): Promise<number | null> {
    try {
      const response = await fetch(options.webhookUrl(), { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return response.status;
    } catch {
      // PayPal retries a failed delivery later; here the return and reconciliation still settle it.
      return null;
    }
  }

  function openOrder(id: string): SandboxOrder {
    const order = orders.get(id);
    if (!order) throw new SandboxCheckoutClosedError(`No PayPal order ${id}`);
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') throw new SandboxCheckoutClosedError(`PayPal order ${id} is already ${order.status.toLowerCase()}`);
    return order;
  }

  return {
    router,
    switches,
    counts,
    deliveries,
    deliver,
    find: (id) => {
      const order = orders.get(id);
      return order ? checkoutOf(order) : null;
    },
    approve: async (id) => {
      const order = openOrder(id);
      order.status = 'APPROVED';
      order.payerId = randomBytes(7).toString('hex').toUpperCase();
      await send('CHECKOUT.ORDER.APPROVED', 'checkout-order', orderBody(order));
      return checkoutOf(order);
    },
    decline: async (id) => {
      const order = openOrder(id);
      order.status = 'VOIDED';
      return checkoutOf(order);
    },
    completePendingRefunds: async () => {
      const pending = [...refunds.values()].filter((refund) => refund.status === 'PENDING');
      for (const refund of pending) {
        const order = orders.get(refund.orderId)!;
        refund.status = 'COMPLETED';
        if (order.capture) order.capture.status = 'REFUNDED';
        await send('PAYMENT.CAPTURE.REFUNDED', 'refund', refundBody(refund, order));
      }
      return pending.length;
    },
    revokeTokens: () => tokens.clear(),
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** A stand-in for PayPal's certificate signature: an HMAC over the same fields PayPal signs (id, time, webhook id, body digest). */
function signature(key: Buffer, transmissionId: string, transmissionTime: string, webhookId: string, body: string): string {
  const digest = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', key).update(`${transmissionId}|${transmissionTime}|${webhookId}|${digest}`).digest('base64');
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function paypalError(res: Response, status: number, name: string, issue: string, description: string): void {
  res.status(status).json({ name, message: 'The requested action could not be performed, semantically incorrect, or failed business validation.', debug_id: randomBytes(6).toString('hex'), details: [{ issue, description }] });
}

function notFound(res: Response, what: string): void {
  paypalError(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `Specified resource ID does not exist: ${what}.`);
}

function header(req: Request, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 108 ? value : null;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function withParams(url: string, params: Record<string, string>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(params)) if (value) next.searchParams.set(name, value);
  return next.toString();
}

/** Keeps the newest entries only: TEST MODE runs for days on one process. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.set(key, value);
  if (map.size > MAX_ORDERS) map.delete(map.keys().next().value as string);
}

/** PayPal's ids are 17 upper-case letters and digits ("5O190127TN364715T"). */
function paypalId(): string {
  return randomBytes(13).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, '0').slice(0, 17);
}
