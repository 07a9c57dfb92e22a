import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews may come with the demo catalog, without an order (ADR 017), and every product's rating
 * and reviewCount are recomputed from its stored reviews: the demo catalog used to claim counts
 * ("87 reviews") with no review behind them, which now read 0 until the demo reviews are stored
 * (at the next start with SEED_DEMO_CATALOG on, see SeedDemoReviewsHandler).
 */
export class ReviewSources1795642586279 implements MigrationInterface {
  name = 'ReviewSources1795642586279';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_product"`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "source" character varying(10) NOT NULL DEFAULT 'order'`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reviews_order_product"`);
    await queryRunner.query(`ALTER TABLE "reviews" ALTER COLUMN "orderId" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "reviews" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_reviews_product_newest" ON "reviews" ("productId", "createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_reviews_order_product" ON "reviews" ("orderId", "productId") `);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "CHK_reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5)`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "CHK_reviews_order_unless_demo" CHECK (("source" = 'order' AND "orderId" IS NOT NULL) OR ("source" = 'demo' AND "orderId" IS NULL))`);
    await queryRunner.query(RECOMPUTE_REVIEW_SUMMARIES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The old schema cannot hold a review without an order.
    await queryRunner.query(`DELETE FROM "reviews" WHERE "orderId" IS NULL`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "CHK_reviews_order_unless_demo"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "CHK_reviews_rating_range"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reviews_order_product"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_product_newest"`);
    await queryRunner.query(`ALTER TABLE "reviews" ALTER COLUMN "email" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "reviews" ALTER COLUMN "orderId" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_reviews_order_product" ON "reviews" ("orderId", "productId") `);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "source"`);
    await queryRunner.query(`CREATE INDEX "IDX_reviews_product" ON "reviews" ("productId") `);
    await queryRunner.query(RECOMPUTE_REVIEW_SUMMARIES);
  }
}

/** Every product's average (2 decimals, as SubmitReviewHandler computes it) and count of published reviews. */
export const RECOMPUTE_REVIEW_SUMMARIES = `UPDATE "products" p SET "rating" = s."rating", "reviewCount" = s."count"
  FROM (SELECT pr."id", coalesce(round(avg(r."rating")::numeric, 2), 0) AS "rating", count(r."id")::int AS "count"
          FROM "products" pr LEFT JOIN "reviews" r ON r."productId" = pr."id" AND r."isApproved" = true
         GROUP BY pr."id") s
 WHERE s."id" = p."id" AND (p."rating" <> s."rating" OR p."reviewCount" <> s."count")`;
