import type { EntityManager } from 'typeorm';
import { Payment, PaymentAttemptStatus } from '../../modules/payments/domain/payment.entity';
import type { PaymentHistoryKind, PaymentRecords } from '../../modules/payments/payment-records';
import { InMemoryTransactions, Rows } from './transactions';

type SettlementRecords = Pick<PaymentRecords, 'byReference' | 'openAttemptsOf' | 'record' | 'changeStatus' | 'pendingCount' | 'expireOpenAttempts'>;

export interface HistoryEntry {
  orderId: string;
  reference: string | null;
  kind: PaymentHistoryKind;
  detail: string;
}

/** The payments and payment_history tables, with the conditional status changes PaymentRecords makes. */
export class InMemoryPaymentRecords implements SettlementRecords {
  readonly attempts = new Rows<Payment>();
  private readonly entries = new Rows<HistoryEntry>();

  constructor(private readonly transactions: InMemoryTransactions) {
    transactions.keep(this.attempts, this.entries);
  }

  /** An attempt of GHS `amount` pesewas through Paystack, as StartPayment stores it. */
  add(fields: Partial<Payment> & Pick<Payment, 'orderId' | 'orderNumber'>): Payment {
    const reference = fields.reference ?? `${fields.orderNumber.replace(/-/g, '')}-${this.attemptsOf(fields.orderId).length + 1}`;
    const now = new Date(Date.parse('2026-11-28T10:00:00.000Z') + this.attempts.byKey.size * 1000);
    const attempt = Object.assign(new Payment(), {
      id: `attempt-${reference}`,
      provider: 'paystack',
      method: 'momo',
      reference,
      status: 'pending',
      amount: 20955,
      currency: 'GHS',
      amountPesewas: 20955,
      ghsPerUsd: null,
      providerPaymentId: null,
      providerCaptureId: null,
      redirectUrl: null,
      paidAt: null,
      refundRequestedAt: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    } satisfies Payment);
    return this.attempts.set(attempt.id, attempt);
  }

  attempt(reference: string): Payment {
    const found = this.attempts.all().find((attempt) => attempt.reference === reference);
    if (!found) throw new Error(`No attempt ${reference}`);
    return found;
  }

  /** What staff read for the order, kinds in the order written. */
  history(orderId: string): HistoryEntry[] {
    return this.entries.all().filter((entry) => entry.orderId === orderId);
  }

  kinds(orderId: string): PaymentHistoryKind[] {
    return this.history(orderId).map((entry) => entry.kind);
  }

  async byReference(reference: string): Promise<Payment | null> {
    return this.attempts.all().find((attempt) => attempt.reference === reference) ?? null;
  }

  async openAttemptsOf(orderId: string): Promise<Payment[]> {
    return this.attemptsOf(orderId).filter((attempt) => attempt.status === 'pending' || attempt.status === 'failed');
  }

  async record(manager: EntityManager, orderId: string, reference: string | null, kind: PaymentHistoryKind, detail: string): Promise<void> {
    this.transactions.assertInside(manager);
    this.entries.set(String(this.entries.byKey.size + 1), { orderId, reference, kind, detail });
  }

  async changeStatus(manager: EntityManager, attemptId: string, from: readonly PaymentAttemptStatus[], to: PaymentAttemptStatus, ids: { providerPaymentId?: string; providerCaptureId?: string } = {}): Promise<boolean> {
    this.transactions.assertInside(manager);
    const attempt = this.attempts.get(attemptId);
    if (!attempt || !from.includes(attempt.status)) return false;
    this.attempts.set(attemptId, {
      ...attempt,
      status: to,
      paidAt: to === 'paid' ? new Date() : attempt.paidAt,
      providerPaymentId: ids.providerPaymentId ?? attempt.providerPaymentId,
      providerCaptureId: ids.providerCaptureId ?? attempt.providerCaptureId,
      updatedAt: new Date(),
    });
    return true;
  }

  async pendingCount(manager: EntityManager, orderId: string): Promise<number> {
    this.transactions.assertInside(manager);
    return this.attemptsOf(orderId).filter((attempt) => attempt.status === 'pending').length;
  }

  async expireOpenAttempts(manager: EntityManager, orderId: string): Promise<string[]> {
    this.transactions.assertInside(manager);
    const open = await this.openAttemptsOf(orderId);
    for (const attempt of open) this.attempts.set(attempt.id, { ...attempt, status: 'expired', updatedAt: new Date() });
    return open.map((attempt) => attempt.reference);
  }

  private attemptsOf(orderId: string): Payment[] {
    return this.attempts
      .all()
      .filter((attempt) => attempt.orderId === orderId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference));
  }
}
