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
}

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
}

export function defaultPaystackBehaviour(): PaystackSandboxBehaviour {
  return { delayMs: 0, sendWebhooks: true, signWith: null, charged: null, failRefunds: false };
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
  };
}
