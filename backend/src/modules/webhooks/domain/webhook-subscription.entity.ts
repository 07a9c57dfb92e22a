import { Column, Entity } from 'typeorm';
import { PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/**
 * An integrator's endpoint and the event types it wants. The signing secret is kept as issued
 * (`whsec_...`): the relay needs it to sign, so it cannot be hashed like a password; it leaves the
 * server once, in the answer that creates or rotates it.
 */
@Entity('webhook_subscriptions')
export class WebhookSubscription extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  /** WEBHOOK_EVENT_TYPES */
  @Column('text', { array: true })
  eventTypes: string[];

  @Column({ default: true })
  active: boolean;

  @Column({ length: 100 })
  secret: string;

  /** Why the shop turned it off (an endpoint failing for three days); null when staff did, or it is on. */
  @Column({ type: 'text', nullable: true })
  disabledReason: string | null;
}
