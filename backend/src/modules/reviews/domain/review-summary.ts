import { EntityManager } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.service';

/**
 * Sets a product's rating and reviewCount from its stored, published reviews (DECISIONS.md: always
 * computed, never incremented), in the caller's transaction. The average is rounded to 2 decimals,
 * as the product's numeric(3,2) column and the reviews summary show it.
 */
export async function refreshReviewSummary(manager: EntityManager, catalog: CatalogService, productId: string): Promise<void> {
  const [summary]: { rating: string; count: number }[] = await manager.query(
    `SELECT coalesce(round(avg(rating)::numeric, 2), 0.00)::text AS rating, count(*)::int AS count FROM reviews WHERE "productId" = $1 AND "isApproved" = true`,
    [productId],
  );
  await catalog.setReviewSummary(manager, productId, { rating: summary.rating, reviewCount: summary.count });
}
