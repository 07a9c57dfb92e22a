import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from '../../../shared/money-column';

@Entity('cart_items')
@Check('CHK_cart_items_quantity_positive', '"quantity" >= 1')
export class CartItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_cart_items_session')
  @Column({ length: 64 })
  sessionId: string;

  @Column('uuid')
  productId: string;

  @Column({ type: 'integer', default: 1 })
  quantity: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  color: string | null;

  @CreateDateColumn(timestampColumn)
  createdAt: Date;

  @UpdateDateColumn(timestampColumn)
  updatedAt: Date;
}
