import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keeps the product list flat as the catalog grows (ADR 005): one partial index per public sort
 * order, matching its ORDER BY column for column, and a trigram index so a search term does not
 * read every row. pg_trgm ships with PostgreSQL (a trusted extension since 13, so the database
 * owner may create it) and PGlite loads it in embedded-postgres.ts.
 */
export class CatalogListingAndSearchIndexes1795313264475 implements MigrationInterface {
  name = 'CatalogListingAndSearchIndexes1795313264475';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE, so the searched text needs a function declared IMMUTABLE
    // (true for text[]) before an index may be built on it. The newline keeps fields apart.
    await queryRunner.query(
      `CREATE FUNCTION products_search_text(name text, description text, category text, tags text[]) RETURNS text
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT name || E'\\n' || coalesce(description, '') || E'\\n' || category || E'\\n' || array_to_string(tags, ' ') $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_products_search" ON "products" USING gin (products_search_text("name", "description", "category", "tags") gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_products_active_newest" ON "products" ("createdAt" DESC, "id") WHERE "isActive"`);
    await queryRunner.query(`CREATE INDEX "IDX_products_active_category_newest" ON "products" ("category", "createdAt" DESC, "id") WHERE "isActive"`);
    await queryRunner.query(`CREATE INDEX "IDX_products_active_price" ON "products" ("price", "id") WHERE "isActive"`);
    await queryRunner.query(`CREATE INDEX "IDX_products_active_name" ON "products" ("name", "id") WHERE "isActive"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_products_active_name"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_active_price"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_active_category_newest"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_active_newest"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_search"`);
    await queryRunner.query(`DROP FUNCTION products_search_text(text, text, text, text[])`);
    // pg_trgm stays: other objects may use it, and it costs nothing unused.
  }
}
