import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which demo data a shop was seeded with, once: an owner who deletes the demo products, zones or
 * reviews to start their own must not find them back at the next start. A database seeded before
 * this table is marked by what it holds.
 */
export class DemoSeeds1795695000000 implements MigrationInterface {
  name = 'DemoSeeds1795695000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "demo_seeds" ("name" character varying(40) NOT NULL, "seededAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_demo_seeds" PRIMARY KEY ("name"))`);
    await queryRunner.query(`INSERT INTO "demo_seeds" ("name") SELECT 'catalog' WHERE EXISTS (SELECT 1 FROM "products")`);
    await queryRunner.query(`INSERT INTO "demo_seeds" ("name") SELECT 'delivery' WHERE EXISTS (SELECT 1 FROM "delivery_zones") OR EXISTS (SELECT 1 FROM "pickup_points")`);
    await queryRunner.query(`INSERT INTO "demo_seeds" ("name") SELECT 'reviews' WHERE EXISTS (SELECT 1 FROM "reviews" WHERE "source" = 'demo')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "demo_seeds"`);
  }
}
