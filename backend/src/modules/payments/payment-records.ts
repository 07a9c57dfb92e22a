import { Injectable } from '@nestjs/common';
import { formatCedis, formatUsd } from '@shop/rules';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { OrderPaymentDto } from '../ordering/ports/order-payment.dto';
import { PaymentHistoryEntry } from './domain/payment-history-entry.entity';
import { Payment, PaymentAttemptStatus } from './domain/payment.entity';
import type { PAYMENT_HISTORY_KINDS } from './dto/payment-history.dto';
import { PaymentProviders } from './payment-providers';

export type PaymentHistoryKind = (typeof PAYMENT_HISTORY_KINDS)[number];

/** What a new attempt is written with; the provider's ids, its redirect and the times come later. */
export type NewAttempt = Omit<Payment, 'id' | 'redirectUrl' | 'providerPaymentId' | 'providerCaptureId' | 'paidAt' | 'refundRequestedAt' | 'createdAt' | 'updatedAt'>;

/**
 * Reading and changing attempts, and writing the history staff read: shared by the payment use
 * cases. Every change is conditional and says whether it happened, so of two racing callers
 * exactly one wins; writes join the caller's transaction.
 */
@Injectable()
export class PaymentRecords {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
  ) {}

  toDto(payment: Payment): OrderPaymentDto {
    return {
      provider: payment.provider,
      method: payment.method,
      reference: payment.reference,
      status: payment.status,
      // Only an open attempt can still be approved at the provider.
      redirectUrl: payment.status === 'pending' ? payment.redirectUrl : null,
      amount: payment.amount,
      currency: payment.currency,
      amountPesewas: payment.amountPesewas,
      ghsPerUsd: payment.ghsPerUsd,
      testMode: this.providers.testMode,
      createdAt: payment.createdAt,
    };
  }

  /** How many attempts the order has had. */
  async attemptCount(orderId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(`SELECT count(*)::int AS count FROM payments WHERE "orderId" = $1`, [orderId]);
    return row.count;
  }

  /**
   * A new attempt and its history line ('attempt-started', `detail`), together: one statement, so
   * one transaction of one round trip (every checkout makes one). A reference already taken fails
   * with the unique violation (UQ_payments_reference) and writes neither.
   */
  async insertAttempt(fields: NewAttempt, detail: string): Promise<Payment> {
    const [row]: Pick<Payment, 'id' | 'status' | 'createdAt' | 'updatedAt'>[] = await this.dataSource.query(
      `WITH attempt AS (
         INSERT INTO payments ("orderId", "orderNumber", provider, method, reference, status, amount, currency, "amountPesewas", "ghsPerUsd")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING id, "orderId", reference, status, "createdAt", "updatedAt"),
       history AS (
         INSERT INTO payment_history ("orderId", reference, kind, detail) SELECT "orderId", reference, 'attempt-started', $11 FROM attempt)
       SELECT id, status, "createdAt", "updatedAt" FROM attempt`,
      [fields.orderId, fields.orderNumber, fields.provider, fields.method, fields.reference, fields.status, fields.amount, fields.currency, fields.amountPesewas, fields.ghsPerUsd, detail],
    );
    // As `save` answered it: the fields given, the columns left out as null, then what the database wrote.
    return Object.assign(this.dataSource.manager.create(Payment, { ...fields, redirectUrl: null, providerPaymentId: null, providerCaptureId: null, paidAt: null, refundRequestedAt: null }), row);
  }

  /** The provider took the attempt: where the shopper pays, and the provider's id for it. */
  async noteStarted(attemptId: string, started: { redirectUrl: string | null; providerPaymentId: string | null }): Promise<void> {
    await this.dataSource.query(`UPDATE payments SET "redirectUrl" = $2, "providerPaymentId" = $3, "updatedAt" = CURRENT_TIMESTAMP WHERE id = $1`, [attemptId, started.redirectUrl, started.providerPaymentId]);
  }

  /** Written in the caller's transaction, beside the change it describes. */
  async record(manager: EntityManager, orderId: string, reference: string | null, kind: PaymentHistoryKind, detail: string): Promise<void> {
    await manager.insert(PaymentHistoryEntry, { orderId, reference, kind, detail });
  }

  /**
   * `from` -> `to`, when the attempt is still in one of `from`. Keeps the provider's ids whatever
   * the outcome (money taken on a mismatch must stay refundable); `paid` also stamps paidAt.
   */
  async changeStatus(
    manager: EntityManager,
    attemptId: string,
    from: readonly PaymentAttemptStatus[],
    to: PaymentAttemptStatus,
    ids: { providerPaymentId?: string; providerCaptureId?: string } = {},
  ): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE payments SET status = $2::varchar, "updatedAt" = now(), "paidAt" = CASE WHEN $2::varchar = 'paid' THEN now() ELSE "paidAt" END,
              "providerPaymentId" = coalesce($4, "providerPaymentId"), "providerCaptureId" = coalesce($5, "providerCaptureId")
        WHERE id = $1 AND status = ANY($3) RETURNING id`,
      [attemptId, to, from, ids.providerPaymentId ?? null, ids.providerCaptureId ?? null],
    );
    return rows.length > 0;
  }

  /** Attempts of the order still waiting for the shopper. */
  pendingCount(manager: EntityManager, orderId: string): Promise<number> {
    return manager.countBy(Payment, { orderId, status: 'pending' });
  }

  /** The hold ran out: every attempt still open becomes expired; answers their references. */
  async expireOpenAttempts(manager: EntityManager, orderId: string): Promise<string[]> {
    const [rows]: [{ reference: string }[], number] = await manager.query(
      `UPDATE payments SET status = 'expired', "updatedAt" = now() WHERE "orderId" = $1 AND status IN ('pending', 'failed') RETURNING reference`,
      [orderId],
    );
    return rows.map((row) => row.reference);
  }

  async byReference(reference: string, manager: EntityManager = this.dataSource.manager): Promise<Payment | null> {
    return manager.findOneBy(Payment, { reference });
  }

  async attemptsOf(orderId: string, manager: EntityManager = this.dataSource.manager): Promise<Payment[]> {
    return manager.find(Payment, { where: { orderId }, order: { createdAt: 'ASC', reference: 'ASC' } });
  }

  /** Attempts whose outcome the provider may still change: to be verified before the order is given up on. */
  async openAttemptsOf(orderId: string): Promise<Payment[]> {
    return (await this.attemptsOf(orderId)).filter((attempt) => attempt.status === 'pending' || attempt.status === 'failed');
  }

  /** The newest attempt of each order, one query for a whole page of orders. */
  async latestFor(orderIds: string[]): Promise<Map<string, OrderPaymentDto>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.dataSource.manager.find(Payment, { where: { orderId: In(orderIds) }, order: { createdAt: 'ASC', reference: 'ASC' } });
    const latest = new Map<string, OrderPaymentDto>();
    for (const row of rows) latest.set(row.orderId, this.toDto(row));
    return latest;
  }
}

/** GH-7KQ2-M9XD-4TRB, attempt 2 -> GH7KQ2M9XD4TRB-2: what the shopper may read out to support. */
export function attemptReference(orderNumber: string, attempt: number): string {
  return `${orderNumber.replace(/-/g, '')}-${attempt}`;
}

const DISPLAY_NAMES: Record<string, string> = { paystack: 'Paystack', paypal: 'PayPal', momo: 'Mobile Money', card: 'Card' };

/** A provider or method id as staff read it in the history ("paypal" -> "PayPal"). */
export function displayName(id: string): string {
  return DISPLAY_NAMES[id] ?? id;
}

/**
 * "₵1,209.55", "US$13.79": amounts in minor units, for sentences staff read, written the way the
 * console writes amounts beside them (a text message turns ₵ into GHS, smsText).
 */
export function money(amount: number | null, currency: string | null): string {
  if (amount === null || currency === null) return 'nothing';
  if (currency === 'GHS') return formatCedis(amount, { fromPesewas: true });
  if (currency === 'USD') return formatUsd(amount);
  return `${currency} ${(amount / 100).toFixed(2)}`;
}
