import { Logger } from '@nestjs/common';
import type { PaymentMethod } from '@shop/rules';
import express, { NextFunction, Request, Response, Router } from 'express';
import { createHmac, randomBytes } from 'node:crypto';
import { PaymentSandbox, SandboxCheckout, SandboxCheckoutClosedError } from '../providers/payment-provider';

/**
 * How the sandbox behaves; the shop's own TEST MODE uses the defaults, the tests' fake Paystack
 * flips these switches between calls.
 */
export interface PaystackSandboxBehaviour {
  /** Milliseconds every API answer waits. */
  delayMs: number;
  /** False: approving sends no webhook (the shop must find out by asking). */
  sendWebhooks: boolean;
  /** Sign webhooks with this key instead of the real one (a forged or tampered event). */
  signWith: string | null;
  /** What Paystack claims was charged, instead of what was asked (a wrong amount or currency). */
  charged: { amount?: number; currency?: string } | null;
  /** Refunds are accepted and then fail (refund.failed). */
  failRefunds: boolean;
  /** Transfers are queued and then fail (transfer.failed). */
  failTransfers: boolean;
}

/** A transfer to a supplier, as Paystack keeps it. */
export interface PaystackSandboxTransfer {
  id: number;
  transferCode: string;
  reference: string;
  amount: number;
  recipientCode: string;
  reason: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
}

export interface PaystackSandboxRecipient {
  code: string;
  type: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}

/** Ghana's Mobile Money networks and a few banks, with Paystack's codes. */
const SANDBOX_BANKS = {
  mobile_money: [
    { name: 'MTN Mobile Money', code: 'MTN' },
    { name: 'Telecel Cash', code: 'VOD' },
    { name: 'AirtelTigo Money', code: 'ATL' },
  ],
  ghipss: [
    { name: 'Absa Bank Ghana', code: '030100' },
    { name: 'Ecobank Ghana', code: '130100' },
    { name: 'Fidelity Bank Ghana', code: '240100' },
    { name: 'GCB Bank', code: '040100' },
    { name: 'Stanbic Bank Ghana', code: '190100' },
  ],
} as const;

/** An account number the sandbox knows no holder for: resolving it answers 422, as Paystack does. */
export const SANDBOX_UNKNOWN_ACCOUNT = '0000000000';

export interface PaystackSandboxTransaction {
  id: number;
  accessCode: string;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  channels: string[];
  callbackUrl: string;
  metadata: Record<string, unknown>;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  paidAt: string | null;
  refunded: boolean;
  /** What partial refunds gave back so far, in the charged minor unit. */
  refundedAmount: number;
}

export interface PaystackSandbox extends PaymentSandbox {
  readonly behaviour: PaystackSandboxBehaviour;
  transaction(reference: string): PaystackSandboxTransaction | null;
  /** Sends the transaction's charge.success event again (to `targets`, or the webhook URL), `times` at once. */
  replay(reference: string, times?: number, targets?: string[]): Promise<number[]>;
  transfer(reference: string): PaystackSandboxTransfer | null;
  transfers(): PaystackSandboxTransfer[];
  recipient(code: string): PaystackSandboxRecipient | null;
  /** Sends the transfer's current event (transfer.success, .failed, .reversed) again, `times` at once. */
  replayTransfer(reference: string, times?: number, targets?: string[]): Promise<number[]>;
  /** The transfer comes back after all (transfer.reversed). */
  reverseTransfer(reference: string): Promise<void>;
}

export function defaultPaystackBehaviour(): PaystackSandboxBehaviour {
  return { delayMs: 0, sendWebhooks: true, signWith: null, charged: null, failRefunds: false, failTransfers: false };
}

const logger = new Logger('PaystackSandbox');

/**
 * An in-memory stand-in for Paystack's API (the subset the shop uses), speaking its wire format:
 * Bearer secret key, `{ status, message, data }` envelopes, amounts in pesewas, webhooks signed with
 * HMAC-SHA512 of the body. The authorization_url is the storefront's TEST MODE page on the same
 * origin as the callback URL, where the shopper approves or declines.
 */
export function createPaystackSandbox(options: { secretKey: string; webhookUrl: () => string; behaviour?: PaystackSandboxBehaviour }): PaystackSandbox {
  const behaviour = options.behaviour ?? defaultPaystackBehaviour();
  const byReference = new Map<string, PaystackSandboxTransaction>();
  const byAccessCode = new Map<string, PaystackSandboxTransaction>();
  const byId = new Map<number, PaystackSandboxTransaction>();
  const transfersByReference = new Map<string, PaystackSandboxTransfer>();
  const recipients = new Map<string, PaystackSandboxRecipient>();
  let nextId = 4_000_000 + Math.floor(Math.random() * 1_000_000);

  const chargedAmount = (tx: PaystackSandboxTransaction) => behaviour.charged?.amount ?? tx.amount;
  const chargedCurrency = (tx: PaystackSandboxTransaction) => behaviour.charged?.currency ?? tx.currency;
  const transactionData = (tx: PaystackSandboxTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.status === 'success' || tx.status === 'reversed' ? chargedAmount(tx) : tx.amount,
    currency: tx.status === 'success' || tx.status === 'reversed' ? chargedCurrency(tx) : tx.currency,
    gateway_response: tx.status === 'success' ? 'Approved' : tx.status === 'failed' ? 'Declined' : null,
    channel: tx.channels[0] ?? 'card',
    paid_at: tx.paidAt,
    metadata: tx.metadata,
    customer: { email: tx.email },
  });

  async function sendEvent(event: string, data: unknown, target = options.webhookUrl()): Promise<number> {
    const body = JSON.stringify({ event, data });
    const signature = createHmac('sha512', behaviour.signWith ?? options.secretKey).update(body).digest('hex');
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      // Paystack retries later; the shop's reconciliation does not need it to.
      logger.warn(`webhook ${event} to ${target} failed: ${(error as Error).message}`);
      return 0;
    }
  }

  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      res.status(401).json({ status: false, message: 'Invalid key' });
      return;
    }
    if (behaviour.delayMs > 0) setTimeout(next, behaviour.delayMs);
    else next();
  });

  router.post('/transaction/initialize', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, any>;
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) return void res.status(400).json({ status: false, message: 'Invalid Amount Sent' });
    if (typeof body.email !== 'string' || !body.email.includes('@')) return void res.status(400).json({ status: false, message: 'Invalid Email Address Passed' });
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    if (currency !== 'GHS') return void res.status(400).json({ status: false, message: 'Currency not supported by merchant' });
    const reference = typeof body.reference === 'string' && body.reference ? body.reference : randomBytes(8).toString('hex');
    if (byReference.has(reference)) return void res.status(400).json({ status: false, message: 'Duplicate Transaction Reference' });
    let origin: string;
    try {
      origin = new URL(String(body.callback_url)).origin;
    } catch {
      return void res.status(400).json({ status: false, message: 'Invalid callback_url' });
    }
    const tx: PaystackSandboxTransaction = {
      id: nextId++,
      accessCode: randomBytes(8).toString('hex'),
      reference,
      amount,
      currency,
      email: body.email,
      channels: Array.isArray(body.channels) ? body.channels.map(String) : ['card', 'mobile_money'],
      callbackUrl: String(body.callback_url),
      metadata: typeof body.metadata === 'object' && body.metadata ? body.metadata : {},
      status: 'abandoned',
      paidAt: null,
      refunded: false,
      refundedAmount: 0,
    };
    byReference.set(reference, tx);
    byAccessCode.set(tx.accessCode, tx);
    byId.set(tx.id, tx);
    res.json({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${origin}/test-payment/${tx.accessCode}`, access_code: tx.accessCode, reference },
    });
  });

  router.get('/transaction/verify/:reference', (req: Request, res: Response) => {
    const tx = byReference.get(String(req.params.reference));
    if (!tx) return void res.status(400).json({ status: false, message: 'Transaction reference not found' });
    res.json({ status: true, message: 'Verification successful', data: transactionData(tx) });
  });

  router.post('/refund', (req: Request, res: Response) => {
    const key = (req.body ?? {}).transaction;
    const tx = typeof key === 'number' ? byId.get(key) : byReference.get(String(key)) ?? byId.get(Number(key));
    if (!tx) return void res.status(400).json({ status: false, message: 'Transaction not found' });
    if (tx.status !== 'success' || tx.refunded) return void res.status(400).json({ status: false, message: 'Transaction has been fully reversed' });
    // Paystack takes `amount` for a partial refund; what is left to refund bounds it.
    const left = chargedAmount(tx) - tx.refundedAmount;
    const asked = req.body?.amount === undefined ? left : Number(req.body.amount);
    if (!Number.isInteger(asked) || asked <= 0 || asked > left) return void res.status(400).json({ status: false, message: 'Refund amount cannot be greater than transaction amount' });
    tx.refundedAmount += asked;
    tx.refunded = tx.refundedAmount === chargedAmount(tx);
    const refund = { id: nextId++, transaction: { id: tx.id, reference: tx.reference }, amount: asked, currency: chargedCurrency(tx), status: 'pending' };
    res.json({ status: true, message: 'Refund has been queued for processing', data: refund });
    // Paystack confirms a refund later, by webhook.
    setImmediate(() => {
      const processed = !behaviour.failRefunds;
      if (processed && tx.refunded) tx.status = 'reversed';
      if (!behaviour.sendWebhooks) return;
      void sendEvent(processed ? 'refund.processed' : 'refund.failed', {
        id: refund.id,
        status: processed ? 'processed' : 'failed',
        transaction_reference: tx.reference,
        amount: refund.amount,
        currency: refund.currency,
      });
    });
  });

  router.get('/bank', (req: Request, res: Response) => {
    const type = req.query.type === 'mobile_money' ? 'mobile_money' : 'ghipss';
    if (req.query.currency !== undefined && req.query.currency !== 'GHS') return void res.json({ status: true, message: 'Banks retrieved', data: [] });
    res.json({ status: true, message: 'Banks retrieved', data: SANDBOX_BANKS[type].map((bank, index) => ({ id: index + 1, ...bank, slug: bank.code.toLowerCase(), country: 'Ghana', currency: 'GHS', type, active: true })) });
  });

  const knownBank = (code: unknown) => [...SANDBOX_BANKS.mobile_money, ...SANDBOX_BANKS.ghipss].some((bank) => bank.code === code);
  router.get('/bank/resolve', (req: Request, res: Response) => {
    const accountNumber = String(req.query.account_number ?? '');
    if (!knownBank(req.query.bank_code) || !/^\d{6,16}$/.test(accountNumber) || accountNumber === SANDBOX_UNKNOWN_ACCOUNT) {
      return void res.status(422).json({ status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    }
    res.json({ status: true, message: 'Account number resolved', data: { account_number: accountNumber, account_name: `TEST ACCOUNT ${accountNumber.slice(-4)}`, bank_id: 1 } });
  });

  router.post('/transferrecipient', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, any>;
    if (!['mobile_money', 'ghipss'].includes(body.type)) return void res.status(400).json({ status: false, message: 'Invalid recipient type' });
    if (typeof body.name !== 'string' || !body.name.trim()) return void res.status(400).json({ status: false, message: 'Name is required' });
    if (!knownBank(body.bank_code) || typeof body.account_number !== 'string') return void res.status(400).json({ status: false, message: 'Invalid bank code' });
    // A duplicate account answers the existing recipient, as Paystack does.
    const existing = [...recipients.values()].find((recipient) => recipient.accountNumber === body.account_number && recipient.bankCode === body.bank_code);
    const recipient = existing ?? { code: `RCP_${randomBytes(8).toString('hex')}`, type: body.type, name: body.name, accountNumber: body.account_number, bankCode: body.bank_code };
    recipients.set(recipient.code, recipient);
    res.status(201).json({
      status: true,
      message: 'Transfer recipient created successfully',
      data: { active: true, currency: 'GHS', domain: 'test', id: nextId++, name: recipient.name, recipient_code: recipient.code, type: recipient.type, details: { account_number: recipient.accountNumber, bank_code: recipient.bankCode } },
    });
  });

  const transferData = (transfer: PaystackSandboxTransfer) => ({
    id: transfer.id,
    domain: 'test',
    amount: transfer.amount,
    currency: 'GHS',
    source: 'balance',
    reason: transfer.reason,
    reference: transfer.reference,
    status: transfer.status,
    transfer_code: transfer.transferCode,
    recipient: { recipient_code: transfer.recipientCode },
  });
  const transferEvent = (transfer: PaystackSandboxTransfer) => (transfer.status === 'success' ? 'transfer.success' : transfer.status === 'reversed' ? 'transfer.reversed' : 'transfer.failed');

  router.post('/transfer', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, any>;
    const amount = Number(body.amount);
    if (body.source !== 'balance') return void res.status(400).json({ status: false, message: 'Invalid source' });
    if (!Number.isSafeInteger(amount) || amount <= 0) return void res.status(400).json({ status: false, message: 'Invalid amount' });
    if (typeof body.recipient !== 'string' || !recipients.has(body.recipient)) return void res.status(400).json({ status: false, message: 'Recipient specified is invalid' });
    if (typeof body.reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(body.reference)) return void res.status(400).json({ status: false, message: 'Invalid reference' });
    if (transfersByReference.has(body.reference)) return void res.status(400).json({ status: false, message: 'Transfer reference already exists' });
    const transfer: PaystackSandboxTransfer = { id: nextId++, transferCode: `TRF_${randomBytes(8).toString('hex')}`, reference: body.reference, amount, recipientCode: body.recipient, reason: String(body.reason ?? ''), status: 'pending' };
    transfersByReference.set(transfer.reference, transfer);
    res.json({ status: true, message: 'Transfer has been queued', data: transferData(transfer) });
    // Paystack tells the outcome later, by webhook.
    setImmediate(() => {
      transfer.status = behaviour.failTransfers ? 'failed' : 'success';
      if (behaviour.sendWebhooks) void sendEvent(transferEvent(transfer), transferData(transfer));
    });
  });

  router.get('/transfer/verify/:reference', (req: Request, res: Response) => {
    const transfer = transfersByReference.get(String(req.params.reference));
    if (!transfer) return void res.status(404).json({ status: false, message: 'Transfer not found' });
    res.json({ status: true, message: 'Transfer retrieved', data: transferData(transfer) });
  });

  const checkout = (tx: PaystackSandboxTransaction): SandboxCheckout => ({
    id: tx.accessCode,
    provider: 'paystack',
    method: (tx.channels.length === 1 && tx.channels[0] === 'mobile_money' ? 'momo' : 'card') as PaymentMethod,
    amount: tx.amount,
    currency: tx.currency as 'GHS',
    orderNumber: String(tx.metadata.orderNumber ?? ''),
    status: tx.status === 'abandoned' ? 'open' : tx.status === 'failed' ? 'declined' : 'approved',
    returnUrl: `${tx.callbackUrl}${tx.callbackUrl.includes('?') ? '&' : '?'}reference=${encodeURIComponent(tx.reference)}&trxref=${encodeURIComponent(tx.reference)}`,
  });
  const open = (id: string): PaystackSandboxTransaction => {
    const tx = byAccessCode.get(id) ?? byReference.get(id);
    if (!tx) throw new SandboxCheckoutClosedError(`No payment ${id}`);
    if (tx.status !== 'abandoned') throw new SandboxCheckoutClosedError(`Payment ${id} was already ${tx.status === 'failed' ? 'declined' : 'approved'}`);
    return tx;
  };

  return {
    router,
    behaviour,
    transaction: (reference) => byReference.get(reference) ?? null,
    find: (id) => {
      const tx = byAccessCode.get(id);
      return tx ? checkout(tx) : null;
    },
    approve: async (id) => {
      const tx = open(id);
      tx.status = 'success';
      tx.paidAt = new Date().toISOString();
      if (behaviour.sendWebhooks) await sendEvent('charge.success', transactionData(tx));
      return checkout(tx);
    },
    decline: async (id) => {
      const tx = open(id);
      tx.status = 'failed';
      return checkout(tx);
    },
    replay: async (reference, times = 1, targets) => {
      const tx = byReference.get(reference);
      if (!tx || tx.status !== 'success') throw new Error(`Nothing to replay for ${reference}`);
      const urls = targets ?? [options.webhookUrl()];
      return Promise.all(Array.from({ length: times }, (_, index) => sendEvent('charge.success', transactionData(tx), urls[index % urls.length])));
    },
    transfer: (reference) => transfersByReference.get(reference) ?? null,
    transfers: () => [...transfersByReference.values()],
    recipient: (code) => recipients.get(code) ?? null,
    replayTransfer: async (reference, times = 1, targets) => {
      const transfer = transfersByReference.get(reference);
      if (!transfer || transfer.status === 'pending') throw new Error(`No outcome to replay for ${reference}`);
      const urls = targets ?? [options.webhookUrl()];
      return Promise.all(Array.from({ length: times }, (_, index) => sendEvent(transferEvent(transfer), transferData(transfer), urls[index % urls.length])));
    },
    reverseTransfer: async (reference) => {
      const transfer = transfersByReference.get(reference);
      if (!transfer) throw new Error(`No transfer ${reference}`);
      transfer.status = 'reversed';
      if (behaviour.sendWebhooks) await sendEvent('transfer.reversed', transferData(transfer));
    },
  };
}
