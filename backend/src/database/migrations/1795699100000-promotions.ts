import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promo codes and automatic promotions with their uses (ADR 061), and each order's discount: the
 * money off together and a line per promotion, '0.00' and none on the orders placed before.
 */
export class Promotions1795699100000 implements MigrationInterface {
  name = 'Promotions1795699100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "promotion_uses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "promotionId" uuid NOT NULL, "orderId" uuid NOT NULL, "orderNumber" character varying(50) NOT NULL, "email" character varying(255) NOT NULL, "phone" character varying(30) NOT NULL, "discount" numeric(10,2) NOT NULL, "orderTotal" numeric(10,2) NOT NULL, "paidAt" TIMESTAMP WITH TIME ZONE, "cancelledAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f7c6e2ffc759088c1bb9dc6ac89" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_promotion_uses_order" ON "promotion_uses" ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_promotion_uses_phone" ON "promotion_uses" ("promotionId", "phone") `);
    await queryRunner.query(`CREATE INDEX "IDX_promotion_uses_email" ON "promotion_uses" ("promotionId", "email") `);
    await queryRunner.query(`CREATE TABLE "promotions" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "code" character varying(32), "name" character varying(80) NOT NULL, "kind" character varying(20) NOT NULL, "percentOff" integer, "amountOff" numeric(10,2), "minSubtotal" numeric(10,2), "category" character varying(30), "minQuantity" integer, "startsAt" TIMESTAMP WITH TIME ZONE, "endsAt" TIMESTAMP WITH TIME ZONE, "maxUses" integer, "maxUsesPerCustomer" integer, "uses" integer NOT NULL DEFAULT '0', "stackable" boolean NOT NULL DEFAULT false, "paused" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_380cecbbe3ac11f0e5a7c452c34" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_promotions_code" ON "promotions" ("code") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discount" numeric(10,2) NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "discounts" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discounts"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_promotions_code"`);
    await queryRunner.query(`DROP TABLE "promotions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_promotion_uses_email"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_promotion_uses_phone"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_promotion_uses_order"`);
    await queryRunner.query(`DROP TABLE "promotion_uses"`);
  }
}
