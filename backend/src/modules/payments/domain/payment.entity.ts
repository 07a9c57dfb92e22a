import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, ValueTransformer } from 'typeorm';
import type { PaymentMethod } from '@shop/rules';
import { timestampColumn } from '../../../shared/money-column';
import type { ChargeCurrency, ProviderName } from '../providers/payment-provider';

export type PaymentAttemptStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'mismatch' | 'refund_pending' | 'refunded' | 'refund_failed';

/** bigint arrives from pg as text; amounts in minor units stay far below 2^53. */
const wholeNumber: ValueTransformer = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** One attempt to pay an order, with its own reference at the provider. No payment details are held. */
@Entity('payments')
@Index('IDX_payments_status_created', ['status', 'createdAt'])
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_payments_order')
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ length: 50 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 20 })
  provider: ProviderName;

  @Column({ type: 'varchar', length: 20 })
  method: PaymentMethod;

  /** Ours, sent to the provider; a new one per attempt. */
  @Index('UQ_payments_reference', { unique: true })
  @Column({ length: 100 })
  reference: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: PaymentAttemptStatus;

  /** What is charged, in the minor unit of `currency`. */
  @Column({ type: 'bigint', transformer: wholeNumber })
  amount: number;

  @Column({ type: 'char', length: 3 })
  currency: ChargeCurrency;

  /** The order total this attempt pays for. */
  @Column({ type: 'bigint', transformer: wholeNumber })
  amountPesewas: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  ghsPerUsd: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerCaptureId: string | null;

  @Column({ type: 'text', nullable: true })
  redirectUrl: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Set when the refund of a `refund_pending` attempt was sent to the provider (by whichever instance claimed it). */
  @Column({ type: 'timestamptz', nullable: true })
  refundRequestedAt: Date | null;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  @UpdateDateColumn(timestampColumn)
  updatedAt: Date;
}
