import express from 'express';
import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPaymentsConfig, PaymentsConfig } from '../config/payments-config';
import { createPaystackSandbox, PaystackSandbox, PaystackSandboxBehaviour, PaystackSandboxTransaction } from '../modules/payments/test-mode/paystack-sandbox';

/**
 * Paystack for tests: a loopback HTTP server speaking Paystack's wire format, built on the shop's
 * own TEST MODE sandbox, with switches (`behaviour`) to decline, delay, tamper, stay silent or fail
 * refunds. The shop under test is configured with PAYSTACK_BASE_URL = `url`; only that changes.
 */
export interface FakePaystack {
  url: string;
  secretKey: string;
  behaviour: PaystackSandboxBehaviour;
  /** Where approvals and refunds send their webhooks (the shop's /api/payments/paystack/webhook). */
  webhookTarget: string;
  /** The shopper approves on Paystack's page (by our reference); resolves after the webhook was answered. */
  approve(reference: string): Promise<void>;
  decline(reference: string): Promise<void>;
  /** charge.success again, `times` at once, spread over `targets` (several instances). Answers each HTTP status. */
  replay(reference: string, times: number, targets?: string[]): Promise<number[]>;
  transaction(reference: string): PaystackSandboxTransaction | null;
  /** Transfers to suppliers, recipients, and their webhooks again (ADR 070). */
  transfers: Pick<PaystackSandbox, 'transfer' | 'transfers' | 'recipient' | 'replayTransfer' | 'reverseTransfer'>;
  /** The shop's settings pointing at this fake. */
  paymentsConfig(overrides?: Partial<PaymentsConfig>): PaymentsConfig;
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakePaystack(): Promise<FakePaystack> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  let webhookTarget = 'http://127.0.0.1:9/nowhere';
  const sandbox: PaystackSandbox = createPaystackSandbox({ secretKey, webhookUrl: () => webhookTarget });
  const app = express();
  app.use(sandbox.router);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accessCode = (reference: string) => {
    const tx = sandbox.transaction(reference);
    if (!tx) throw new Error(`Fake Paystack has no transaction ${reference}`);
    return tx.accessCode;
  };
  return {
    url,
    secretKey,
    behaviour: sandbox.behaviour,
    get webhookTarget() {
      return webhookTarget;
    },
    set webhookTarget(target: string) {
      webhookTarget = target;
    },
    approve: async (reference) => void (await sandbox.approve(accessCode(reference))),
    decline: async (reference) => void (await sandbox.decline(accessCode(reference))),
    replay: (reference, times, targets) => sandbox.replay(reference, times, targets),
    transaction: (reference) => sandbox.transaction(reference),
    transfers: sandbox,
    paymentsConfig: (overrides = {}) => ({ ...loadPaymentsConfig({ PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: url }, false, 'http://localhost:3000'), ...overrides }),
    env: () => ({ PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: url }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as FakePaystack;
}
