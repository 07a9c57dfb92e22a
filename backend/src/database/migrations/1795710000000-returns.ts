import { MigrationInterface, QueryRunner } from 'typeorm';

/** Returns, and what they refunded of each order (issue 34, ADR 069). */
export class Returns1795710000000 implements MigrationInterface {
  name = 'Returns1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "returns" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "returnNumber" character varying(20) NOT NULL, "orderId" uuid NOT NULL, "orderNumber" character varying(50) NOT NULL, "paymentMethod" character varying(20) NOT NULL, "status" character varying(20) NOT NULL, "reason" character varying(20) NOT NULL, "note" text, "lines" jsonb NOT NULL, "deliveryFeePesewas" integer NOT NULL, "refundPesewas" integer NOT NULL, "refundsShipping" boolean NOT NULL DEFAULT false, "refundStatus" character varying(20) NOT NULL DEFAULT 'none', "refundVia" character varying(20), "staffMessage" text, "timeline" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_27a2f1895a71519ebfec7850361" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_returns_return_number" ON "returns" ("returnNumber") `);
    await queryRunner.query(`CREATE INDEX "IDX_returns_order" ON "returns" ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_returns_status_created" ON "returns" ("status", "createdAt") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD "refunded" numeric(10,2) NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "refunded"`);
    await queryRunner.query(`DROP TABLE "returns"`);
  }
}
