import { MigrationInterface, QueryRunner } from 'typeorm';

/** A product's distinct sizes (or colours) in the order it lists them, numbered from 1; one null when it has none. */
const options = (column: 'sizes' | 'colors', alias: string) => `CROSS JOIN LATERAL (
    SELECT d.value, row_number() OVER (ORDER BY d.first) AS n
      FROM (SELECT u.value, min(u.i) AS first FROM unnest(p."${column}") WITH ORDINALITY AS u(value, i) GROUP BY u.value) d
    UNION ALL SELECT NULL, 1 WHERE cardinality(p."${column}") = 0) ${alias}`;

/**
 * The variant a line of a cart or an order (made before variants) takes: the one with its exact
 * size and colour, else the first (in the product's size, then colour order) matching the size and
 * colour it names; a line that named none takes the product's first, where its stock went.
 */
const variantForLine = (productId: string, size: string, color: string) => `(
    SELECT v.id FROM product_variants v JOIN products p ON p.id = v."productId"
     WHERE v."productId" = ${productId} AND (${size} IS NULL OR v.size = ${size}) AND (${color} IS NULL OR v.color = ${color})
     ORDER BY (v.size IS NOT DISTINCT FROM ${size} AND v.color IS NOT DISTINCT FROM ${color}) DESC,
              array_position(p.sizes, v.size::text), array_position(p.colors, v.color::text)
     LIMIT 1)`;

/**
 * Stock per size x colour (ADR 025). Every product gets one variant per size x colour it lists
 * (one with size and colour null when it lists neither); its stock goes whole to its first
 * variant (first size, first colour), so no unit is lost and the product's total is unchanged.
 * Cart lines and order lines are pointed at their variant; a supplier product's stock becomes
 * its single variant's. Down puts each product's total back in products.stock.
 */
export class ProductVariants1795656263814 implements MigrationInterface {
  name = 'ProductVariants1795656263814';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_variants" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "productId" uuid NOT NULL, "size" character varying(20), "color" character varying(30), "stock" integer NOT NULL DEFAULT '0', "sku" character varying(100), CONSTRAINT "CHK_product_variants_stock_not_negative" CHECK ("stock" >= 0), CONSTRAINT "PK_281e3f2c55652d6a22c0aa59fd7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_product_variants_product" ON "product_variants" ("productId") `);
    await queryRunner.query(`ALTER TABLE "product_variants" ADD CONSTRAINT "FK_f515690c571a03400a9876600b5" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // One row per size x colour, a missing size or colour (null) counting as one value (PostgreSQL 15+).
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_product_variants_choice" ON "product_variants" ("productId", "size", "color") NULLS NOT DISTINCT`);

    await queryRunner.query(`INSERT INTO "product_variants" ("productId", "size", "color", "stock", "createdAt", "updatedAt")
      SELECT p.id, s.value, c.value, CASE WHEN s.n = 1 AND c.n = 1 THEN p.stock ELSE 0 END, p."createdAt", p."updatedAt"
        FROM products p ${options('sizes', 's')} ${options('colors', 'c')}`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "CHK_products_stock_not_negative"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "stock"`);

    await queryRunner.query(`ALTER TABLE "cart_items" ADD "variantId" uuid`);
    await queryRunner.query(`UPDATE "cart_items" i SET "variantId" = ${variantForLine('i."productId"', 'i.size', 'i.color')}`);
    // A line whose product is gone showed nothing already.
    await queryRunner.query(`DELETE FROM "cart_items" WHERE "variantId" IS NULL`);
    await queryRunner.query(`UPDATE "cart_items" i SET size = v.size, color = v.color FROM product_variants v WHERE v.id = i."variantId"`);
    await queryRunner.query(`ALTER TABLE "cart_items" ALTER COLUMN "variantId" SET NOT NULL`);

    // Order lines keep the size and colour they were sold with; variantId says where their units go back.
    await queryRunner.query(`UPDATE "orders" o SET items = (
        SELECT coalesce(jsonb_agg(line || jsonb_build_object('variantId', ${variantForLine("(line->>'productId')::uuid", "(line->>'size')", "(line->>'color')")}) ORDER BY i), '[]'::jsonb)
          FROM jsonb_array_elements(o.items) WITH ORDINALITY AS e(line, i))`);

    await queryRunner.query(`ALTER TABLE "supplier_products" ADD "variants" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`UPDATE "supplier_products" SET variants = jsonb_build_array(jsonb_build_object('size', NULL, 'color', NULL, 'stock', "availableStock", 'sku', NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "supplier_products" DROP COLUMN "variants"`);
    await queryRunner.query(`UPDATE "orders" o SET items = (SELECT coalesce(jsonb_agg(line - 'variantId' ORDER BY i), '[]'::jsonb) FROM jsonb_array_elements(o.items) WITH ORDINALITY AS e(line, i))`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP COLUMN "variantId"`);
    await queryRunner.query(`ALTER TABLE "products" ADD "stock" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`UPDATE "products" p SET stock = coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v."productId" = p.id), 0)`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "CHK_products_stock_not_negative" CHECK ((stock >= 0))`);
    await queryRunner.query(`DROP TABLE "product_variants"`);
  }
}
