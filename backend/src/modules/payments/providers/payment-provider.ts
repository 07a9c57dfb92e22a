import type { PaymentMethod } from '@shop/rules';
import type { Router } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsConfig } from '../../../config/payments-config';

export type ProviderName = 'paystack' | 'paypal';
export type ChargeCurrency = 'GHS' | 'USD';

/** What a provider may read of one attempt (a `payments` row satisfies it). Amounts in the currency's minor unit. */
export interface ProviderAttempt {
  readonly reference: string;
  readonly method: PaymentMethod;
  readonly orderNumber: string;
  readonly amount: number;
  readonly currency: ChargeCurrency;
  readonly amountPesewas: number;
  /** Paystack: the transaction's access code (later its id); PayPal: its order id. */
  readonly providerPaymentId: string | null;
  /** PayPal's capture id, needed for a refund. */
  readonly providerCaptureId: string | null;
}

export interface StartPaymentInput {
  reference: string;
  method: PaymentMethod;
  amount: number;
  currency: ChargeCurrency;
  email: string;
  orderNumber: string;
  /** Where the provider sends the shopper back: `${origin}/track?order=<orderNumber>`. */
  returnUrl: string;
}

export interface StartedPayment {
  /** The provider's page where the shopper approves the payment. */
  redirectUrl: string;
  providerPaymentId: string | null;
}

export interface VerifiedPayment {
  /** 'pending': the shopper has not finished (or the provider has not decided) yet. */
  outcome: 'paid' | 'failed' | 'pending';
  /** What the provider says it took, in the minor unit of `currency`; null when nothing was taken. */
  amount: number | null;
  currency: string | null;
  providerPaymentId?: string;
  providerCaptureId?: string;
  /** A sentence for staff ("Paystack: Declined by the issuer"). */
  detail: string;
}

/** Part of an attempt given back; `key` is ours, unique per refund (the provider's idempotency key where it takes one). */
export interface RefundPart {
  amount: number;
  key: string;
}

export interface RefundResult {
  /** 'pending': accepted, confirmed later by the provider's webhook. */
  outcome: 'refunded' | 'pending' | 'failed';
  detail: string;
}

/**
 * A webhook the provider really sent (its signature checked). `kind` is what the shop does with it:
 * settle the attempt, or record a refund's outcome; 'other' is stored and otherwise ignored.
 */
export interface ProviderWebhook {
  /** Unique per event at the provider: the inbox's dedupe key (Paystack `${event}:${data.id}`, PayPal the event id). */
  eventId: string;
  /** The provider's own event name ('charge.success', 'PAYMENT.CAPTURE.COMPLETED'). */
  type: string;
  kind: 'payment' | 'refund-processed' | 'refund-failed' | 'transfer-success' | 'transfer-failed' | 'transfer-reversed' | 'other';
  /** Our attempt reference when the event names one. */
  reference: string | null;
  /** The parsed body, kept in the inbox. */
  payload: unknown;
}

/** One payment provider's API, as the shop uses it. A third provider (Hubtel, Flutterwave) is one new file. */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethod[];
  /** The currency this provider charges in (PayPal takes no cedis). */
  readonly currency: ChargeCurrency;
  start(attempt: StartPaymentInput): Promise<StartedPayment>;
  /** Asks the provider what became of the attempt (PayPal: captures an approved order). Never throws for a "no": only for an outage. */
  verify(attempt: ProviderAttempt): Promise<VerifiedPayment>;
  /** The whole attempt, or `part` of it (a return's lines): `part.amount` in the attempt's minor unit, `part.key` unique per refund. */
  refund(attempt: ProviderAttempt, part?: RefundPart): Promise<RefundResult>;
  /** null = the signature (or verification) failed: the caller answers 401 and stores nothing. */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderWebhook | null>;
}

/** A payment waiting on a TEST MODE sandbox's page. */
export interface SandboxCheckout {
  id: string;
  provider: ProviderName;
  method: PaymentMethod;
  amount: number;
  currency: ChargeCurrency;
  orderNumber: string;
  status: 'open' | 'approved' | 'declined';
  /** Where the shopper goes once they approved or declined. */
  returnUrl: string;
}

export class SandboxCheckoutClosedError extends Error {}

/** The in-app stand-in for a provider's API (TEST MODE), speaking its wire format. */
export interface PaymentSandbox {
  /** Mounted at `/api/test-payments/<provider name>`; the provider client's base URL points there. */
  readonly router: Router;
  find(id: string): SandboxCheckout | null;
  /** Throws SandboxCheckoutClosedError when already approved or declined. Sends the signed webhook. */
  approve(id: string): Promise<SandboxCheckout>;
  decline(id: string): Promise<SandboxCheckout>;
}

export interface TestModeWiring {
  /** The sandbox's own URL on the shop's port, known once the server listens. */
  baseUrl: () => string;
  /** Where the sandbox sends its signed webhooks: the shop's `/api/payments/<provider>/webhook`. */
  webhookUrl: () => string;
}

/**
 * How the payments module learns of a provider: add one of these to PAYMENT_PROVIDER_REGISTRATIONS.
 * Live keys in the configuration make it live; with no provider keys at all the shop runs every
 * registered provider against its sandbox (TEST MODE).
 */
export interface PaymentProviderRegistration {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethod[];
  isConfigured(config: PaymentsConfig): boolean;
  create(config: PaymentsConfig): PaymentProvider;
  createTestMode(config: PaymentsConfig, wiring: TestModeWiring): { provider: PaymentProvider; sandbox: PaymentSandbox };
}
