import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** One try at a delivery, as the admin's delivery log shows it. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery', ['deliveryId', 'attemptedAt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  deliveryId: string;

  @Column(timestampColumn)
  attemptedAt: Date;

  @Column({ type: 'int' })
  durationMs: number;

  /** The endpoint's HTTP status; null when no answer came (refused, timed out, blocked address). */
  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  /** The start of the answer's body (at most WEBHOOK_EXCERPT_BYTES), or why there was none. */
  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
