import type { ProviderWebhook } from '../providers/payment-provider';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * The webhook inbox: every event a provider really sent (signature checked), stored once per
 * provider event id before it is answered, processed after; `processedAt` null = still to do.
 */
@Entity('payment_events')
@Index('UQ_payment_events_provider_event', ['provider', 'eventId'], { unique: true })
@Index('IDX_payment_events_unprocessed', ['receivedAt'], { where: '"processedAt" IS NULL' })
export class PaymentEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 20 })
  provider: string;

  @Column({ length: 200 })
  eventId: string;

  @Column({ length: 100 })
  type: string;

  /** What the shop does with it (ProviderWebhook.kind): settle, a refund's outcome, a payout's outcome, or nothing. */
  @Column({ type: 'varchar', length: 30 })
  kind: ProviderWebhook['kind'];

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @Column({ ...timestampColumn, default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  outcome: string | null;
}
