import { Column, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';
import { timestampColumn } from '../../../shared/money-column';

/**
 * One event owed to one subscription. `sequence` orders a subscription's deliveries: the relay
 * sends a subscription's next delivery only when every earlier one is delivered or given up.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['nextAttemptAt'], { where: `"status" IN ('pending', 'sending')` })
@Index('IDX_webhook_deliveries_subscription', ['subscriptionId', 'sequence'])
@Index('UQ_webhook_deliveries_event_subscription', ['eventId', 'subscriptionId'], { unique: true })
export class WebhookDelivery extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('bigint')
  @Generated('increment')
  sequence: string;

  @Column('uuid')
  subscriptionId: string;

  @Column({ length: 40 })
  eventId: string;

  /** WEBHOOK_DELIVERY_STATUSES */
  @Column({ length: 20, default: 'pending' })
  status: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the relay may (re)try it; while `sending`, when the claim lapses and another relay may take it. */
  @Column({ ...timestampColumn, default: () => 'now()' })
  nextAttemptAt: Date;

  /** The first failed attempt of the current run of failures; three days after it, the relay gives up. */
  @Column({ ...timestampColumn, nullable: true })
  failingSince: Date | null;

  @Column({ ...timestampColumn, nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;
}
