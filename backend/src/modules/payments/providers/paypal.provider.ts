import { PaymentMethod } from '@shop/rules';
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsConfig } from '../../../config/payments-config';
import { createPaypalSandbox } from '../test-mode/paypal-sandbox';
import { PaymentProvider, PaymentProviderRegistration, ProviderAttempt, ProviderWebhook, RefundPart, RefundResult, StartedPayment, StartPaymentInput, VerifiedPayment } from './payment-provider';
import { ProviderUnavailableError } from './provider-unavailable.error';

export interface PaypalClientSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** PayPal's API host; a function in TEST MODE, where the sandbox's port is known only once the shop listens. */
  baseUrl: string | (() => string);
  /** How long one call to PayPal may take before the shop gives up on it. */
  timeoutMs?: number;
}

/**
 * PayPal could not be asked (unreachable, too slow, 5xx) or refused the request itself (a 4xx about
 * the call, not an answer about the payment): either way nothing is known, so try again later.
 */
export class PaypalApiError extends ProviderUnavailableError {
  constructor(
    message: string,
    readonly status: number | null,
    /** PayPal's `details[0].issue` (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED…) or its `name`. */
    readonly issue: string | null = null,
  ) {
    super('paypal', message);
    this.name = 'PaypalApiError';
  }
}

interface PaypalAmount {
  currency_code: string;
  value: string;
}

interface PaypalLink {
  href: string;
  rel: string;
}

interface PaypalCapture {
  id: string;
  status: string;
  amount?: PaypalAmount;
  status_details?: { reason?: string };
}

interface PaypalOrder {
  id: string;
  status: string;
  /** Not PayPal's: why the capture was refused, when it was. */
  refusal?: string;
  links?: PaypalLink[];
  purchase_units?: { reference_id?: string; payments?: { captures?: PaypalCapture[] } }[];
}

interface PaypalRefund {
  id: string;
  status: string;
  status_details?: { reason?: string };
}

interface PaypalEvent {
  id?: unknown;
  event_type?: unknown;
  resource?: {
    custom_id?: unknown;
    invoice_id?: unknown;
    purchase_units?: { reference_id?: unknown; custom_id?: unknown }[];
  };
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** A cached token is renewed this long before PayPal says it expires, so no call goes out with a dying one. */
const TOKEN_RENEWAL_MARGIN_SECONDS = 300;

const WEBHOOK_KINDS: Record<string, ProviderWebhook['kind']> = {
  'CHECKOUT.ORDER.APPROVED': 'payment',
  'PAYMENT.CAPTURE.COMPLETED': 'payment',
  'PAYMENT.CAPTURE.PENDING': 'payment',
  'PAYMENT.CAPTURE.DENIED': 'payment',
  'PAYMENT.CAPTURE.REFUNDED': 'refund-processed',
};

/**
 * PayPal Orders v2. PayPal takes no cedis: the attempt is charged in US cents (worked out by the
 * caller with `usdCentsFor` at PAYPAL_GHS_PER_USD), and the capture's own amount is what `verify` reports,
 * so settlement compares what PayPal took with what the shop asked for.
 */
export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly methods: readonly PaymentMethod[] = ['paypal'];
  readonly currency = 'USD' as const;
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly settings: PaypalClientSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async start(attempt: StartPaymentInput): Promise<StartedPayment> {
    if (attempt.currency !== 'USD') throw new Error(`PayPal charges in US dollars, not ${attempt.currency}`);
    // A shopper who cancels at PayPal comes back to the same page: the tracking page asks PayPal what happened.
    const cancelUrl = attempt.returnUrl;
    const order = await this.call<PaypalOrder>('POST', '/v2/checkout/orders', {
      requestId: attempt.reference,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: attempt.reference,
            custom_id: attempt.reference,
            // PayPal refuses an invoice id it has already seen paid: one per attempt, like the reference.
            invoice_id: attempt.reference,
            description: `Order ${attempt.orderNumber}`,
            amount: { currency_code: 'USD', value: paypalValue(attempt.amount) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: attempt.returnUrl,
              cancel_url: cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
    });
    const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    if (!approve) throw new PaypalApiError(`PayPal created order ${order.id} without an approval link`, null);
    return { redirectUrl: approve.href, providerPaymentId: order.id };
  }

  async verify(attempt: ProviderAttempt): Promise<VerifiedPayment> {
    if (!attempt.providerPaymentId) return { outcome: 'pending', amount: null, currency: null, detail: 'PayPal: no order was created for this attempt yet' };
    let order: PaypalOrder;
    try {
      order = await this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(attempt.providerPaymentId)}`);
    } catch (error) {
      if (error instanceof PaypalApiError && error.status === 404) {
        return { outcome: 'failed', amount: null, currency: null, detail: `PayPal: no order ${attempt.providerPaymentId}` };
      }
      throw error;
    }
    if (order.status === 'APPROVED') order = await this.capture(attempt, order.id);
    return this.outcomeOf(order);
  }

  async refund(attempt: ProviderAttempt, part?: RefundPart): Promise<RefundResult> {
    if (!attempt.providerCaptureId) return { outcome: 'failed', detail: 'PayPal: nothing was captured, so there is nothing to refund' };
    let refund: PaypalRefund;
    try {
      refund = await this.call<PaypalRefund>('POST', `/v2/payments/captures/${encodeURIComponent(attempt.providerCaptureId)}/refund`, {
        requestId: part ? `${attempt.reference}-${part.key}` : `${attempt.reference}-refund`,
        body: part ? { amount: { value: (part.amount / 100).toFixed(2), currency_code: attempt.currency } } : {},
      });
    } catch (error) {
      // A 4xx is PayPal's answer (already refunded, too old, insufficient funds): staff must act.
      if (error instanceof PaypalApiError && error.status !== null && error.status < 500) {
        return { outcome: 'failed', detail: `PayPal refused the refund: ${error.message}` };
      }
      throw error;
    }
    if (refund.status === 'COMPLETED') return { outcome: 'refunded', detail: `PayPal refund ${refund.id} completed` };
    if (refund.status === 'PENDING') return { outcome: 'pending', detail: `PayPal refund ${refund.id} pending${reason(refund.status_details)}` };
    return { outcome: 'failed', detail: `PayPal refund ${refund.id} ${refund.status.toLowerCase()}${reason(refund.status_details)}` };
  }

  /**
   * PayPal signs with its own certificates; rather than fetch and check them here, the shop asks
   * PayPal itself (verify-webhook-signature), as PayPal's documentation offers.
   */
  async readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderWebhook | null> {
    let event: PaypalEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as PaypalEvent;
    } catch {
      return null;
    }
    if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || typeof event.event_type !== 'string') return null;
    const signature = {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
    };
    if (Object.values(signature).some((value) => value === null)) return null;
    let verification: { verification_status?: string };
    try {
      verification = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
        body: { ...signature, webhook_id: this.settings.webhookId, webhook_event: event },
      });
    } catch (error) {
      // PayPal said no to the request itself (malformed signature fields): the same as a bad signature.
      if (error instanceof PaypalApiError && error.status !== null && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
    if (verification.verification_status !== 'SUCCESS') return null;
    return {
      eventId: event.id,
      type: event.event_type,
      kind: WEBHOOK_KINDS[event.event_type] ?? 'other',
      reference: referenceIn(event),
      payload: event,
    };
  }

  /** Same PayPal-Request-Id on every try: a capture replayed by a second path returns the first one's result. */
  private async capture(attempt: ProviderAttempt, orderId: string): Promise<PaypalOrder> {
    try {
      return await this.call<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        requestId: `${attempt.reference}-capture`,
        body: {},
      });
    } catch (error) {
      if (!(error instanceof PaypalApiError) || error.status !== 422) throw error;
      // Refused (already captured under another request id, instrument declined, not approved after
      // all): what the order now holds is the answer.
      const current = await this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (current.purchase_units?.[0]?.payments?.captures?.length) return current;
      return { ...current, refusal: error.message };
    }
  }

  private outcomeOf(order: PaypalOrder): VerifiedPayment {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    const pending = (detail: string): VerifiedPayment => ({ outcome: 'pending', amount: null, currency: null, providerPaymentId: order.id, detail });
    const failed = (detail: string): VerifiedPayment => ({ outcome: 'failed', amount: null, currency: null, providerPaymentId: order.id, detail });
    if (!capture) {
      if (order.refusal) return failed(`PayPal refused to capture order ${order.id}: ${order.refusal}`);
      if (['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'APPROVED'].includes(order.status)) return pending(`PayPal: order ${order.id} is ${order.status.toLowerCase()}, not paid yet`);
      return failed(`PayPal: order ${order.id} is ${order.status.toLowerCase()}`);
    }
    const taken = {
      amount: capture.amount ? minorUnits(capture.amount.value) : null,
      currency: capture.amount?.currency_code ?? null,
      providerPaymentId: order.id,
      providerCaptureId: capture.id,
    };
    switch (capture.status) {
      // A refunded capture was paid first; what became of the refund is the refund's business.
      case 'COMPLETED':
      case 'PARTIALLY_REFUNDED':
      case 'REFUNDED':
        return { outcome: 'paid', ...taken, detail: `PayPal capture ${capture.id} ${capture.status.toLowerCase()}` };
      case 'PENDING':
        return { outcome: 'pending', amount: null, currency: null, providerPaymentId: order.id, providerCaptureId: capture.id, detail: `PayPal capture ${capture.id} pending${reason(capture.status_details)}` };
      default:
        return { outcome: 'failed', amount: null, currency: null, providerPaymentId: order.id, providerCaptureId: capture.id, detail: `PayPal capture ${capture.id} ${capture.status.toLowerCase()}${reason(capture.status_details)}` };
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    // Concurrent calls share one token request.
    this.pendingToken ??= this.requestToken().finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const credentials = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== 'string') throw await apiError('PayPal refused the shop\'s credentials', response.status, body);
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 0;
    const margin = Math.min(TOKEN_RENEWAL_MARGIN_SECONDS, lifetime / 2);
    this.token = { value: body.access_token, renewAt: this.now() + (lifetime - margin) * 1000 };
    return body.access_token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, options: { body?: unknown; requestId?: string } = {}, retried = false): Promise<T> {
    const token = await this.accessToken();
    const response = await this.send(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
        prefer: 'return=representation',
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = await readJson(response);
    // PayPal may revoke a token before its time: ask for a new one once.
    if (response.status === 401 && !retried) {
      this.token = null;
      return this.call<T>(method, path, options, true);
    }
    if (!response.ok) throw await apiError(`PayPal ${method} ${path.split('/').slice(0, 4).join('/')} failed`, response.status, body);
    if (body === null) throw new PaypalApiError(`PayPal ${method} ${path} answered no JSON`, response.status);
    return body as T;
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const baseUrl = typeof this.settings.baseUrl === 'function' ? this.settings.baseUrl() : this.settings.baseUrl;
    try {
      return await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PaypalApiError(timedOut ? 'PayPal did not answer in time' : `PayPal could not be reached: ${(error as Error).message}`, null);
    }
  }
}

export const paypalRegistration: PaymentProviderRegistration = {
  name: 'paypal',
  methods: ['paypal'],
  isConfigured: (config: PaymentsConfig) => config.paypal !== null,
  create: (config: PaymentsConfig) => {
    if (!config.paypal) throw new Error('PayPal is not configured');
    return new PaypalProvider(config.paypal);
  },
  createTestMode: (_config, wiring) => {
    // Made up per process: nothing outside this process can ask the sandbox for a token or a verification.
    const credentials = { clientId: randomBytes(12).toString('hex'), clientSecret: randomBytes(24).toString('hex'), webhookId: `WH-TEST-${randomBytes(8).toString('hex')}` };
    const sandbox = createPaypalSandbox({ ...credentials, baseUrl: wiring.baseUrl, webhookUrl: wiring.webhookUrl });
    return { provider: new PaypalProvider({ ...credentials, baseUrl: wiring.baseUrl }), sandbox };
  },
};

/** 1234 cents -> "12.34", in integers (no floating point near the cent). */
export function paypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.34" -> 1234; null for anything PayPal would not send for a two-decimal currency. */
export function minorUnits(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

function referenceIn(event: PaypalEvent): string | null {
  const resource = event.resource;
  const candidates = [resource?.purchase_units?.[0]?.reference_id, resource?.purchase_units?.[0]?.custom_id, resource?.custom_id, resource?.invoice_id];
  const found = candidates.find((value): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100);
  return found ?? null;
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 2048 ? text : null;
}

function reason(details: { reason?: string } | undefined): string {
  return details?.reason ? ` (${details.reason})` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function apiError(prefix: string, status: number, body: unknown): Promise<PaypalApiError> {
  const error = (body ?? {}) as { name?: string; message?: string; error?: string; error_description?: string; details?: { issue?: string; description?: string }[]; debug_id?: string };
  const issue = error.details?.[0]?.issue ?? error.name ?? error.error ?? null;
  const said = error.details?.[0]?.description ?? error.message ?? error.error_description ?? '';
  const debug = error.debug_id ? ` [debug id ${error.debug_id}]` : '';
  return new PaypalApiError(`${prefix}: ${status}${issue ? ` ${issue}` : ''}${said ? ` - ${said}` : ''}${debug}`, status, issue);
}
