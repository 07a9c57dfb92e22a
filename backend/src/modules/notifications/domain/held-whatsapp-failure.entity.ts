import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/**
 * A failed status from Meta's webhook, held until the message it names is found sent (ADR 067).
 * Meta can report a failure before the relay has recorded the id it answered the send with; held
 * here, the relay applies it once it has. Kept a day, then pruned: by then it named no message of ours.
 */
@Entity('held_whatsapp_failures')
@Index('IDX_held_whatsapp_failures_received', ['receivedAt'])
export class HeldWhatsAppFailure {
  /** The wamid: an outbox row's providerMessageId. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  messageId: string;

  @Column({ type: 'varchar', length: 300 })
  reason: string;

  @CreateDateColumn(timestampColumn)
  receivedAt: Date;
}
