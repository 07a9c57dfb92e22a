import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';
import { Timestamped } from '../../../shared/timestamped';

/**
 * A live chat in the shop (issue 35), used when the shop has no WhatsApp number. The shopper's
 * browser keeps the secret token; only its hash is stored, so a copy of the database opens no chat.
 */
@Entity('chat_conversations')
@Index('IDX_chat_conversations_last_message', ['lastMessageAt'])
export class ChatConversation extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** sha256 of the token, hex. */
  @Column({ length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  /** Where an answer goes once the shopper has left the page (either, both or neither). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** The page the chat was started from ("Product: Kente stole", "Order GH-…"), for staff. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  context: string | null;

  @Column(timestampColumn)
  lastMessageAt: Date;

  /** The last time the shopper's open page asked for messages: an answer after it is unseen. */
  @Column(timestampColumn)
  shopperSeenAt: Date;

  /** True while the shopper's last message has no staff answer after it. */
  @Column({ default: true })
  awaitingStaff: boolean;
}
