import { photoPath } from '@shop/rules';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { demoPhotos } from '../seed/demo-photos';

/** Each shipped photo's old paths (its WebP files under /catalog-images, in these widths), each beside the photo's /media path. */
function demoPhotoPaths(widths: number[]): { old: string[]; media: string[] } {
  const pairs = Object.entries(demoPhotos).flatMap(([name, photo]) => widths.map((width) => [`/catalog-images/${name}-${width}.webp`, photoPath(photo.key, photo.placeholder)]));
  return { old: pairs.map(([from]) => from), media: pairs.map(([, to]) => to) };
}

/**
 * The demo catalog's photos were WebP files served at /catalog-images; they are media photos now,
 * served like uploads (ADR 023). Every stored copy of an old path (a product's images, a supplier
 * product's, an order line's image) names the shipped photo instead; the photo's files and row are
 * added at the next start (AddDemoPhotosAtStart). The shipped photos are read from demo-photos.ts,
 * so the paths always name photos this code ships. A path naming none is left as it was.
 */
export class DemoPhotosAsMedia1795656154223 implements MigrationInterface {
  name = 'DemoPhotosAsMedia1795656154223';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { old, media } = demoPhotoPaths([300, 400, 600]);
    await rewrite(queryRunner, old, media);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to each photo's 600 px WebP, the path the old code stored.
    const { old, media } = demoPhotoPaths([600]);
    await rewrite(queryRunner, media, old);
  }
}

/** Replaces each path in `from` by the one at the same place in `to`, wherever a path is stored, keeping the order. */
async function rewrite(queryRunner: QueryRunner, from: string[], to: string[]): Promise<void> {
  const mapped = (column: string) =>
    `ARRAY(SELECT coalesce(m."to", i.path) FROM unnest(${column}) WITH ORDINALITY AS i(path, n) LEFT JOIN unnest($1::text[], $2::text[]) AS m("from", "to") ON m."from" = i.path ORDER BY i.n)`;
  await queryRunner.query(`UPDATE "products" SET "images" = ${mapped('"images"')} WHERE "images" && $1::text[]`, [from, to]);
  await queryRunner.query(`UPDATE "supplier_products" SET "supplierImages" = ${mapped('"supplierImages"')} WHERE "supplierImages" && $1::text[]`, [from, to]);
  await queryRunner.query(
    `UPDATE "orders" SET "items" = (
       SELECT jsonb_agg(CASE WHEN m."to" IS NULL THEN e.item ELSE jsonb_set(e.item, '{image}', to_jsonb(m."to")) END ORDER BY e.n)
       FROM jsonb_array_elements("items") WITH ORDINALITY AS e(item, n) LEFT JOIN unnest($1::text[], $2::text[]) AS m("from", "to") ON m."from" = e.item->>'image')
     WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("items") AS line WHERE line->>'image' = ANY($1::text[]))`,
    [from, to],
  );
}
