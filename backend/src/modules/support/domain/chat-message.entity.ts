import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

export const CHAT_AUTHORS = ['shopper', 'staff'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/** One message of a chat; ids grow, so the shopper's page asks for those after the last it has. */
@Entity('chat_messages')
@Index('IDX_chat_messages_conversation', ['conversationId', 'id'])
export class ChatMessage {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column('uuid')
  conversationId: string;

  @Column({ type: 'varchar', length: 10 })
  author: ChatAuthor;

  /** The staff member's name as the console shows it; null for the shopper. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  staffName: string | null;

  @Column('text')
  text: string;

  /**
   * Staff messages only: when the answer was settled for the shopper who had left, by a text or
   * e-mail, or by their page seeing it first. Null while it may still have to be sent.
   */
  @Column({ ...timestampColumn, nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
