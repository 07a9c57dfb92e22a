import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { reviewerDisplayName } from '../../domain/reviewer-name';
import { ProductReviewsDto, PublicReviewDto } from './list-product-reviews.dto';
import { ListProductReviewsQuery } from './list-product-reviews.query';

interface SummaryRow {
  average: string;
  count: number;
  s5: number;
  s4: number;
  s3: number;
  s2: number;
  s1: number;
}

interface ReviewRow {
  id: string;
  customerName: string;
  rating: number;
  title: string | null;
  comment: string;
  size: string | null;
  color: string | null;
  source: string;
  createdAt: Date;
}

/**
 * A product's published reviews, newest first, one page at a time, with the summary of all of them
 * (average, count and how many gave each number of stars), read from the stored reviews in one
 * snapshot so the figures and the page agree. Unknown and inactive products answer 404.
 */
@Injectable()
export class ListProductReviewsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ productId, limit, offset }: ListProductReviewsQuery): Promise<ProductReviewsDto> {
    await this.catalog.findActive(productId);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [summary]: SummaryRow[] = await manager.query(
        `SELECT coalesce(round(avg(rating)::numeric, 2), 0.00)::text AS average, count(*)::int AS count,
                count(*) FILTER (WHERE rating = 5)::int AS s5, count(*) FILTER (WHERE rating = 4)::int AS s4,
                count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 2)::int AS s2,
                count(*) FILTER (WHERE rating = 1)::int AS s1
           FROM reviews WHERE "productId" = $1 AND "isApproved" = true`,
        [productId],
      );
      const rows: ReviewRow[] =
        offset >= summary.count
          ? []
          : await manager.query(
              `SELECT id, "customerName", rating, title, comment, size, color, source, "createdAt"
                 FROM reviews WHERE "productId" = $1 AND "isApproved" = true
                ORDER BY "createdAt" DESC, id DESC LIMIT $2 OFFSET $3`,
              [productId, limit, offset],
            );
      return {
        summary: {
          average: summary.average,
          count: summary.count,
          breakdown: [
            { stars: 5, count: summary.s5 },
            { stars: 4, count: summary.s4 },
            { stars: 3, count: summary.s3 },
            { stars: 2, count: summary.s2 },
            { stars: 1, count: summary.s1 },
          ],
        },
        reviews: rows.map(toPublicReview),
      };
    });
  }
}

function toPublicReview(row: ReviewRow): PublicReviewDto {
  return {
    id: row.id,
    reviewerName: reviewerDisplayName(row.customerName),
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    size: row.size,
    color: row.color,
    verifiedPurchase: row.source === 'order',
    createdAt: new Date(row.createdAt),
  };
}
