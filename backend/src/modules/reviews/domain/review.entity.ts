import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../shared/timestamped';

/**
 * Where a review came from (ADR 017): `order` was written by the customer of a delivered order;
 * `demo` came with the demo catalog and has no order behind it (never shown as a verified purchase).
 */
export const REVIEW_SOURCES = ['order', 'demo'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

@Entity('reviews')
@Index('UQ_reviews_order_product', ['orderId', 'productId'], { unique: true })
// A product's reviews newest first (GET /api/products/{id}/reviews) and its summary.
@Index('IDX_reviews_product_newest', ['productId', 'createdAt'])
@Check('CHK_reviews_order_unless_demo', `("source" = 'order' AND "orderId" IS NOT NULL) OR ("source" = 'demo' AND "orderId" IS NULL)`)
@Check('CHK_reviews_rating_range', '"rating" BETWEEN 1 AND 5')
export class Review extends Timestamped {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The delivered order the review was written for; null only for demo reviews. */
  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 10, default: 'order' })
  source: ReviewSource;

  @Column('uuid')
  productId: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ length: 200 })
  customerName: string;

  /** The order's e-mail; never sent by any route. Null for demo reviews. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

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
