import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PromotionKind } from '@shop/rules';
import { moneyColumn, timestampColumn } from '../../../shared/money-column';
import { Timestamped } from '../../../shared/timestamped';

/**
 * A code shoppers type (AKWAABA10) or, with no code, an automatic promotion the best of which applies
 * by itself (ADR 061). `uses` counts the orders placed with it, raised by a conditional update in the
 * order's transaction so a limited code is never used more than `maxUses` times.
 */
@Entity('promotions')
export class Promotion extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Upper-case; null for an automatic promotion. */
  @Index('UQ_promotions_code', { unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  code: string | null;

  /** What staff and shoppers read beside the discount: 'Akwaaba 10% off', 'Weekend Traditional'. */
  @Column({ length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  kind: PromotionKind;

  @Column({ type: 'integer', nullable: true })
  percentOff: number | null;

  @Column(moneyColumn({ nullable: true }))
  amountOff: string | null;

  @Column(moneyColumn({ nullable: true }))
  minSubtotal: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  category: string | null;

  @Column({ type: 'integer', nullable: true })
  minQuantity: number | null;

  @Column({ ...timestampColumn, nullable: true })
  startsAt: Date | null;

  @Column({ ...timestampColumn, nullable: true })
  endsAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  maxUses: number | null;

  @Column({ type: 'integer', nullable: true })
  maxUsesPerCustomer: number | null;

  @Column({ type: 'integer', default: 0 })
  uses: number;

  /** An automatic promotion marked stackable adds to a code; any other gives way to it. */
  @Column({ default: false })
  stackable: boolean;

  @Column({ default: false })
  paused: boolean;
}
