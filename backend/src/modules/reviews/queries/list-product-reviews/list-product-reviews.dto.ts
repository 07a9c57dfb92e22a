import { ApiProperty } from '@nestjs/swagger';
import { WholeNumberQuery } from '../../../../shared/http/whole-number-query.decorator';

export const REVIEWS_PAGE_SIZE = 5;
export const MAX_REVIEWS_PAGE_SIZE = 50;
/** As for the product list: a deep page never makes the database walk every review. */
export const MAX_REVIEWS_OFFSET = 10_000;

export class ListProductReviewsQueryDto {
  @WholeNumberQuery({ default: REVIEWS_PAGE_SIZE, minimum: 1, maximum: MAX_REVIEWS_PAGE_SIZE })
  limit?: number;

  @WholeNumberQuery({ default: 0, minimum: 0, maximum: MAX_REVIEWS_OFFSET })
  offset?: number;
}

/** One published review as anyone may read it: no e-mail, order or account of the reviewer. */
export class PublicReviewDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** First name and last initial ("Ama M."). */
  reviewerName: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty({ nullable: true, type: String })
  title: string | null;

  comment: string;

  /** The size bought, when the product has sizes. */
  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  /** The colour bought, when one was chosen. */
  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** Written by the customer of a delivered order (false for the demo catalog's reviews, ADR 017). */
  verifiedPurchase: boolean;

  createdAt: Date;
}

/** How many published reviews gave this many stars. */
export class ReviewStarCountDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  stars: number;

  count: number;
}

export class ReviewSummaryDto {
  /** Average rating to 2 decimals ("4.67"), the product's `rating`; "0.00" with no review. */
  @ApiProperty({ example: '4.67' })
  average: string;

  /** Published reviews, the product's `reviewCount`. */
  count: number;

  /** Always five entries, 5 stars down to 1. */
  @ApiProperty({ type: [ReviewStarCountDto] })
  breakdown: ReviewStarCountDto[];
}

export class ProductReviewsDto {
  summary: ReviewSummaryDto;

  /** This page, newest first. */
  @ApiProperty({ type: [PublicReviewDto] })
  reviews: PublicReviewDto[];
}
