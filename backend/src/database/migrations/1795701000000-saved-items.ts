import { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved items and back-in-stock requests (issue 35, ADR 065). */
export class SavedItems1795701000000 implements MigrationInterface {
  name = 'SavedItems1795701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "saved_items" ("userId" uuid NOT NULL, "productId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3b629f8fa94d4637614f6aaa70" PRIMARY KEY ("userId", "productId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_items_product" ON "saved_items" ("productId") `);
    await queryRunner.query(`CREATE TABLE "back_in_stock_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "productId" uuid NOT NULL, "variantId" uuid NOT NULL, "phone" character varying(20) NOT NULL, "userId" uuid, "status" character varying(12) NOT NULL DEFAULT 'open', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "endedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_34b4bd724fe88ef180354220731" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_back_in_stock_requests_user" ON "back_in_stock_requests" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_back_in_stock_requests_open" ON "back_in_stock_requests" ("variantId", "phone") WHERE "status" = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "back_in_stock_requests"`);
    await queryRunner.query(`DROP TABLE "saved_items"`);
  }
}
