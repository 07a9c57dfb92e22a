import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

@Entity('reviews')
@Index('UQ_reviews_order_product', ['orderId', 'productId'], { unique: true })
@Index('IDX_reviews_product', ['productId'])
export class Review extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  orderId: string;

  @Column('uuid')
  productId: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ length: 200 })
  customerName: string;

  @Column({ length: 255 })
  email: string;

  @Column('integer')
  rating: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column('text')
  comment: string;

  @Column({ default: true })
  isVerified: boolean;

  @Column({ default: true })
  isApproved: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  color: string | null;
}
