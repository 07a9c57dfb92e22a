import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn, timestampColumn } from '../../../shared/money-column';

/**
 * One order placed with a promotion: who (for uses per customer), what it took off and what the order
 * came to (revenue per promotion counts the paid ones). A cancelled order gives its use back.
 */
@Entity('promotion_uses')
@Index('IDX_promotion_uses_email', ['promotionId', 'email'])
@Index('IDX_promotion_uses_phone', ['promotionId', 'phone'])
export class PromotionUse {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  promotionId: string;

  @Index('IDX_promotion_uses_order')
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ length: 50 })
  orderNumber: string;

  /** Lower-case. */
  @Column({ length: 255 })
  email: string;

  /** E.164 where the number reads as one, else its digits. */
  @Column({ length: 30 })
  phone: string;

  @Column(moneyColumn())
  discount: string;

  @Column(moneyColumn())
  orderTotal: string;

  @Column({ ...timestampColumn, nullable: true })
  paidAt: Date | null;

  @Column({ ...timestampColumn, nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;
}
