import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { demoCatalog } from '../../../../database/seed/demo-catalog';
import { demoReviews } from '../../../../database/seed/demo-reviews';
import { firstSeeding } from '../../../../database/seed/demo-seeds';
import { CatalogService } from '../../../catalog/catalog.service';
import { Review } from '../../domain/review.entity';
import { refreshReviewSummary } from '../../domain/review-summary';
import { SeedDemoReviewsCommand } from './seed-demo-reviews.command';

const DAY = 86_400_000;

/**
 * Stores the demo catalog's reviews (ADR 017), so a seeded product's rating and count come from
 * reviews that exist. Once per database: when any demo review is stored, nothing is added again.
 * A demo product is found by its demo name; one that has reviews of its own already (a database
 * seeded before demo reviews existed, whose shoppers reviewed it) keeps only those.
 */
@Injectable()
export class SeedDemoReviewsHandler {
  private readonly logger = new Logger('SeedDemoReviews');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /** Returns how many reviews were stored. */
  async execute(_command: SeedDemoReviewsCommand): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Two instances starting together on one PostgreSQL must not both seed.
      await manager.query('SELECT pg_advisory_xact_lock(7312026)');
      if (await manager.existsBy(Review, { source: 'demo' })) return 0;

      const names = new Map(demoCatalog.map((product) => [product.slug, product.name]));
      const ids = await this.catalog.findIdsByName(manager, [...names.values()]);
      if (ids.size === 0) return 0;
      // Demo reviews staff deleted stay deleted.
      if (!(await firstSeeding(manager, 'reviews'))) return 0;
      const reviewed = new Set(
        (await manager.find(Review, { select: { productId: true }, where: { productId: In([...ids.values()]) } })).map((review) => review.productId),
      );

      const now = Date.now();
      const rows: Review[] = [];
      const products: string[] = [];
      for (const [slug, reviews] of Object.entries(demoReviews)) {
        const productId = ids.get(names.get(slug) ?? '');
        if (!productId || reviewed.has(productId)) continue;
        products.push(productId);
        reviews.forEach((review, index) => {
          // A few hours apart within the day, so the same day's reviews still have an order.
          const createdAt = new Date(now - review.daysAgo * DAY - (index + 1) * 3_600_000);
          rows.push(
            manager.create(Review, {
              source: 'demo',
              orderId: null,
              productId,
              userId: null,
              customerName: review.name,
              email: null,
              rating: review.rating,
              title: review.title,
              comment: review.comment,
              size: review.size,
              color: review.color,
              // Not a verified purchase: no order of this shop stands behind a demo review.
              isVerified: false,
              isApproved: true,
              createdAt,
              updatedAt: createdAt,
            }),
          );
        });
      }
      if (rows.length === 0) return 0;
      await manager.save(Review, rows, { chunk: 100 });
      for (const productId of products) await refreshReviewSummary(manager, this.catalog, productId);
      this.logger.log(`Stored ${rows.length} demo reviews of ${products.length} demo products`);
      return rows.length;
    });
  }
}
