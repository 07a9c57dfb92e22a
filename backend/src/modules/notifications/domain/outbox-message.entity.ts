import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';
import type { WhatsAppTemplate } from './message-draft';

/**
 * One message to one recipient over one channel, written in the same transaction as the change
 * that causes it (the transactional outbox). `dedupKey` (e.g. `order:<id>:shipped:sms`) is unique:
 * writing the same message twice keeps the first. The relay claims due rows, sends them and
 * records the provider's id; the rendered content is kept so staff see exactly what was sent.
 */
@Entity('outbox_messages')
@Index('IDX_outbox_messages_due', ['nextAttemptAt'], { where: `"status" IN ('queued', 'sending')` })
@Index('IDX_outbox_messages_created', ['createdAt'])
@Index('IDX_outbox_messages_order', ['orderId'])
// Meta's statuses webhook names a WhatsApp message by the id Meta gave it.
@Index('IDX_outbox_messages_whatsapp_id', ['providerMessageId'], { where: `"channel" = 'whatsapp'` })
// On (channel, lower(recipient), createdAt) for the per-recipient limits (migration 1795780000000),
// an expression TypeORM cannot describe; declared so schema sync leaves it alone.
@Index('IDX_outbox_messages_recipient', { synchronize: false })
export class OutboxMessage extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_outbox_messages_dedup_key', { unique: true })
  @Column({ length: 200 })
  dedupKey: string;

  /** MESSAGE_KINDS */
  @Column({ length: 40 })
  kind: string;

  /** MESSAGE_CHANNELS */
  @Column({ length: 10 })
  channel: string;

  /** MESSAGE_AUDIENCES */
  @Column({ length: 10 })
  audience: string;

  /** An e-mail address, or a phone number in E.164 (+233...); as given when it could not be normalised. */
  @Column({ length: 255 })
  recipient: string;

  /** E-mail subject; null for SMS. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  /** The SMS, the e-mail's plain-text part, or for WhatsApp the same news as a text (what staff read, and what goes by SMS if WhatsApp fails). */
  @Column('text')
  text: string;

  /** The e-mail's HTML part; null for SMS. */
  @Column({ type: 'text', nullable: true })
  html: string | null;

  /** WhatsApp: the approved template and its values, as sent; null for e-mail and SMS. */
  @Column({ type: 'jsonb', nullable: true })
  template: WhatsAppTemplate | null;

  /** What staff search by: the order number, or the support request's reference. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  reference: string | null;

  /** The order this message is about, if any (its notificationsSent records the send). */
  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  /** MESSAGE_STATUSES */
  @Column({ length: 20, default: 'queued' })
  status: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the relay may (re)try it; while `sending`, when the claim lapses and another relay may take it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** MESSAGE_TRANSPORTS, once sent. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  transport: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
