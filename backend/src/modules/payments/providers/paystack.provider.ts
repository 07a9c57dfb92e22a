import type { PaymentMethod } from '@shop/rules';
import { randomBytes, timingSafeEqual, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsConfig } from '../../../config/payments-config';
import { createPaystackSandbox } from '../test-mode/paystack-sandbox';
import { PaymentProvider, PaymentProviderRegistration, ProviderAttempt, ProviderWebhook, RefundPart, RefundResult, StartedPayment, StartPaymentInput, VerifiedPayment } from './payment-provider';
import { callProvider, ProviderUnavailableError } from './provider-unavailable.error';
import { TransferBank, TransferProvider, TransferStatus } from './transfer-provider';

/** The shopper's choice narrows Paystack's page to that channel. */
const CHANNELS: Partial<Record<PaymentMethod, string[]>> = { momo: ['mobile_money'], card: ['card'] };
/** Statuses in which the shopper may still pay (Paystack reports a fresh, untouched transaction as 'abandoned'). */
const STILL_OPEN = new Set(['abandoned', 'ongoing', 'pending', 'processing', 'queued', 'send_otp', 'send_birthday', 'send_pin', 'send_phone', 'send_address', 'open_url']);

export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * Paystack (Mobile Money and cards, in pesewas): transaction/initialize, transaction/verify,
 * refund, and its webhooks signed with HMAC-SHA512 of the raw body keyed with the secret key.
 * Suppliers are paid through its transfers: bank/resolve, transferrecipient, transfer (ADR 070).
 */
export class PaystackProvider implements PaymentProvider, TransferProvider {
  readonly name = 'paystack' as const;
  readonly methods: readonly PaymentMethod[] = ['momo', 'card'];
  readonly currency = 'GHS' as const;

  constructor(
    private readonly secretKey: string,
    /** A function: in TEST MODE the sandbox's address is known only once the shop listens. */
    private readonly baseUrl: () => string,
  ) {}

  async start(attempt: StartPaymentInput): Promise<StartedPayment> {
    if (!Number.isSafeInteger(attempt.amount) || attempt.amount <= 0) throw new RangeError(`Not an amount in pesewas: ${attempt.amount}`);
    const { status, body } = await this.call('POST', '/transaction/initialize', {
      email: attempt.email,
      amount: attempt.amount,
      currency: attempt.currency,
      reference: attempt.reference,
      callback_url: attempt.returnUrl,
      channels: CHANNELS[attempt.method] ?? ['mobile_money', 'card'],
      metadata: { orderNumber: attempt.orderNumber, cancel_action: attempt.returnUrl },
    });
    if (status !== 200 || body?.status !== true || typeof body.data?.authorization_url !== 'string') {
      throw new ProviderUnavailableError(this.name, `refused to start the payment (${status}: ${body?.message ?? 'no message'})`);
    }
    return { redirectUrl: body.data.authorization_url, providerPaymentId: typeof body.data.access_code === 'string' ? body.data.access_code : null };
  }

  async verify(attempt: ProviderAttempt): Promise<VerifiedPayment> {
    const { status, body } = await this.call('GET', `/transaction/verify/${encodeURIComponent(attempt.reference)}`);
    if (status === 400 || status === 404) {
      // Initialised by us but never reached Paystack (a crash in between): nothing was paid.
      return { outcome: 'pending', amount: null, currency: null, detail: `Paystack does not know ${attempt.reference} (${body?.message ?? status})` };
    }
    const data = body?.data;
    if (status !== 200 || body?.status !== true || typeof data?.status !== 'string') {
      throw new ProviderUnavailableError(this.name, `verify answered ${status}: ${body?.message ?? 'no message'}`);
    }
    const said = `Paystack says ${data.status}${data.gateway_response ? ` (${data.gateway_response})` : ''}`;
    if (data.status === 'success') {
      return {
        outcome: 'paid',
        amount: Number.isSafeInteger(data.amount) ? data.amount : null,
        currency: typeof data.currency === 'string' ? data.currency : null,
        providerPaymentId: data.id === undefined ? undefined : String(data.id),
        detail: said,
      };
    }
    if (STILL_OPEN.has(data.status)) return { outcome: 'pending', amount: null, currency: null, detail: said };
    return { outcome: 'failed', amount: null, currency: null, detail: said };
  }

  async refund(attempt: ProviderAttempt, part?: RefundPart): Promise<RefundResult> {
    const { status, body } = await this.call('POST', '/refund', { transaction: attempt.reference, ...(part ? { amount: part.amount, merchant_note: part.key } : {}) });
    if (status !== 200 || body?.status !== true) return { outcome: 'failed', detail: `Paystack refused the refund: ${body?.message ?? status}` };
    const refundStatus = String(body.data?.status ?? 'pending');
    if (refundStatus === 'processed') return { outcome: 'refunded', detail: 'Paystack refunded the payment' };
    if (refundStatus === 'failed') return { outcome: 'failed', detail: 'Paystack could not refund the payment' };
    return { outcome: 'pending', detail: `Paystack accepted the refund (${refundStatus})` };
  }

  async readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderWebhook | null> {
    const signature = headers['x-paystack-signature'];
    if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return null;
    const expected = Buffer.from(paystackSignature(rawBody, this.secretKey), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    let payload: any;
    try {
      payload = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const type = typeof payload?.event === 'string' ? payload.event : 'unknown';
    const data = payload?.data ?? {};
    const kind = WEBHOOK_KINDS[type] ?? 'other';
    const reference = kind === 'payment' || kind.startsWith('transfer-') ? data.reference : (data.transaction_reference ?? data.transaction?.reference ?? data.reference);
    const id = data.id ?? data.transaction?.id ?? reference ?? randomBytes(8).toString('hex');
    return { eventId: `${type}:${id}`.slice(0, 200), type: type.slice(0, 100), kind, reference: typeof reference === 'string' ? reference.slice(0, 100) : null, payload };
  }

  async banks(type: 'mobile_money' | 'ghipss'): Promise<TransferBank[]> {
    const query = type === 'mobile_money' ? 'currency=GHS&type=mobile_money' : 'currency=GHS&type=ghipss';
    const { status, body } = await this.call('GET', `/bank?${query}`);
    if (status !== 200 || body?.status !== true || !Array.isArray(body.data)) throw new ProviderUnavailableError(this.name, `bank list answered ${status}: ${body?.message ?? 'no message'}`);
    return body.data
      .filter((bank: any) => typeof bank?.code === 'string' && typeof bank?.name === 'string' && bank.active !== false)
      .map((bank: any) => ({ code: bank.code, name: bank.name, type }));
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<string | null> {
    const { status, body } = await this.call('GET', `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`);
    // Paystack answers 422 (or 400) when it cannot resolve the account: no such account.
    if (status === 400 || status === 404 || status === 422) return null;
    if (status !== 200 || body?.status !== true || typeof body.data?.account_name !== 'string') throw new ProviderUnavailableError(this.name, `resolve answered ${status}: ${body?.message ?? 'no message'}`);
    return body.data.account_name;
  }

  async createRecipient(recipient: { type: 'mobile_money' | 'ghipss'; name: string; accountNumber: string; bankCode: string }): Promise<string> {
    const { status, body } = await this.call('POST', '/transferrecipient', {
      type: recipient.type,
      name: recipient.name,
      account_number: recipient.accountNumber,
      bank_code: recipient.bankCode,
      currency: 'GHS',
    });
    if ((status !== 200 && status !== 201) || body?.status !== true || typeof body.data?.recipient_code !== 'string') {
      throw new ProviderUnavailableError(this.name, `transferrecipient answered ${status}: ${body?.message ?? 'no message'}`);
    }
    return body.data.recipient_code;
  }

  async transfer(transfer: { amount: number; recipientCode: string; reference: string; reason: string }): Promise<TransferStatus> {
    if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) throw new RangeError(`Not an amount in pesewas: ${transfer.amount}`);
    const { status, body } = await this.call('POST', '/transfer', {
      source: 'balance',
      amount: transfer.amount,
      recipient: transfer.recipientCode,
      reference: transfer.reference,
      reason: transfer.reason,
      currency: 'GHS',
    });
    if (status === 200 && body?.status === true && typeof body.data?.status === 'string') return transferStatus(body.data);
    // A reference seen before, or any other refusal: what became of it is verify's to say.
    if (status === 400 || status === 409) return { outcome: 'unknown', transferCode: null, detail: `Paystack refused the transfer: ${body?.message ?? status}` };
    throw new ProviderUnavailableError(this.name, `transfer answered ${status}: ${body?.message ?? 'no message'}`);
  }

  async verifyTransfer(reference: string): Promise<TransferStatus> {
    const { status, body } = await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (status === 400 || status === 404) return { outcome: 'unknown', transferCode: null, detail: `Paystack does not know ${reference} (${body?.message ?? status})` };
    if (status !== 200 || body?.status !== true || typeof body.data?.status !== 'string') throw new ProviderUnavailableError(this.name, `transfer verify answered ${status}: ${body?.message ?? 'no message'}`);
    return transferStatus(body.data);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: any }> {
    return callProvider(this.name, `${this.baseUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.secretKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

const WEBHOOK_KINDS: Record<string, ProviderWebhook['kind']> = {
  'charge.success': 'payment',
  'refund.processed': 'refund-processed',
  'refund.failed': 'refund-failed',
  'transfer.success': 'transfer-success',
  'transfer.failed': 'transfer-failed',
  'transfer.reversed': 'transfer-reversed',
};

/** Paystack's transfer statuses: success, failed, reversed; pending, otp, received and processing still move. */
function transferStatus(data: any): TransferStatus {
  const said = `Paystack says ${data.status}${data.reason ? ` (${String(data.reason).slice(0, 200)})` : ''}`;
  const transferCode = typeof data.transfer_code === 'string' ? data.transfer_code : null;
  const outcome = data.status === 'success' ? 'paid' : data.status === 'failed' || data.status === 'abandoned' || data.status === 'rejected' ? 'failed' : data.status === 'reversed' ? 'reversed' : 'pending';
  return { outcome, transferCode, detail: said };
}

export const paystackRegistration: PaymentProviderRegistration = {
  name: 'paystack',
  methods: ['momo', 'card'],
  isConfigured: (config: PaymentsConfig) => config.paystack !== null,
  create: (config: PaymentsConfig) => new PaystackProvider(config.paystack!.secretKey, () => config.paystack!.baseUrl),
  createTestMode: (_config, wiring) => {
    // A fresh key per process: only this shop's own sandbox can sign webhooks it believes.
    const secretKey = `sk_test_${randomBytes(24).toString('hex')}`;
    return { provider: new PaystackProvider(secretKey, wiring.baseUrl), sandbox: createPaystackSandbox({ secretKey, webhookUrl: wiring.webhookUrl }) };
  },
};
