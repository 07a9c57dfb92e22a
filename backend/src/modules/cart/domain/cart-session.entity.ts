import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

/** Binds a guest cart id to the browser that first wrote to it (DECISIONS.md, Cart). */
@Entity('cart_sessions')
export class CartSession {
  @PrimaryColumn({ length: 64 })
  sessionId: string;

  /** SHA-256 of the httpOnly browser token; the token itself is never stored. */
  @Column({ length: 64 })
  ownerTokenHash: string;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
