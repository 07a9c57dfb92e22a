import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

@Entity('cart_items')
@Check('CHK_cart_items_quantity_positive', '"quantity" >= 1')
export class CartItem extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_cart_items_session')
  @Column({ length: 64 })
  sessionId: string;

  @Column('uuid')
  productId: string;

  /** The product's size x colour the line holds (ADR 025); size and color repeat its choice. */
  @Column('uuid')
  variantId: string;

  @Column({ type: 'integer', default: 1 })
  quantity: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  color: string | null;
}
