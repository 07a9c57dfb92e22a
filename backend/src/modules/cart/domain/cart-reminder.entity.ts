import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/** Why a cart's reminders ended: the last went, an order was placed, the link stopped them, the box was unticked, the cart was emptied, or the phone's consent moved to another cart. */
export const CART_REMINDER_ENDINGS = ['sent', 'ordered', 'stopped', 'withdrawn', 'emptied', 'replaced'] as const;
export type CartReminderEnding = (typeof CART_REMINDER_ENDINGS)[number];

/**
 * A shopper's consent, ticked at checkout, to be texted about this cart if it is left (issue 35,
 * ADR 071): at most two texts, and none once it ends. `nextReminderAt` is null once it has ended.
 */
@Entity('cart_reminders')
@Index('IDX_cart_reminders_due', ['nextReminderAt'], { where: `"nextReminderAt" IS NOT NULL` })
@Index('IDX_cart_reminders_phone', ['phone'])
export class CartReminder extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** One reminder per cart: ticking again renews this row's consent. */
  @Index('UQ_cart_reminders_session', { unique: true })
  @Column({ length: 64 })
  sessionId: string;

  /** E.164. */
  @Column({ length: 20 })
  phone: string;

  /**
   * The link's secret (restore the cart, stop the texts). Kept as it is, not hashed: the texts that
   * carry it are kept in the outbox for staff to read anyway, and it opens nothing else.
   */
  @Index('UQ_cart_reminders_token', { unique: true })
  @Column({ length: 43 })
  token: string;

  /** When the shopper ticked the box; the reminders' delays count from here. */
  @Column({ type: 'timestamptz' })
  consentedAt: Date;

  @Column({ type: 'int', default: 0 })
  remindersSent: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextReminderAt: Date | null;

  /** CART_REMINDER_ENDINGS; null while reminders may still go. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  endedBecause: CartReminderEnding | null;
}
