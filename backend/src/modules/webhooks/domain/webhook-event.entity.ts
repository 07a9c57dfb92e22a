import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * One thing that happened in the shop, as integrators receive it: written in the transaction of
 * the change, so it exists exactly when the change committed. Its id is the Webhook-Id every
 * endpoint sees for it on every attempt (receivers dedupe by it).
 */
@Entity('webhook_events')
export class WebhookEvent {
  /** `evt_` and 32 hex digits. */
  @PrimaryColumn({ length: 40 })
  id: string;

  /** WEBHOOK_EVENT_TYPES, e.g. `order.placed`. */
  @Column({ length: 60 })
  type: string;

  @Column({ type: 'int' })
  version: number;

  @Column('jsonb')
  data: Record<string, unknown>;

  @CreateDateColumn(timestampColumn)
  occurredAt: Date;
}
