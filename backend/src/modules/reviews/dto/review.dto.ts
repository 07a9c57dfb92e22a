import { ApiProperty } from '@nestjs/swagger';
import { Review } from '../domain/review.entity';

/** A published review; the reviewer's e-mail is never sent. */
export class ReviewDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  customerName: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty({ nullable: true, type: String })
  title: string | null;

  comment: string;

  isVerified: boolean;

  createdAt: Date;

  static from(review: Review): ReviewDto {
    return {
      id: review.id,
      // Built only for reviews of an order (submitted, or listed by order number): never a demo one.
      orderId: review.orderId as string,
      productId: review.productId,
      customerName: review.customerName,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      isVerified: review.isVerified,
      createdAt: review.createdAt,
    };
  }
}
