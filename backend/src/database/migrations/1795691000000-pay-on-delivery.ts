import { MigrationInterface, QueryRunner } from 'typeorm';

/** Pay on delivery (ADR 054): the confirmation link's hash, the phone refusals count against, and the door's record. */
export class PayOnDelivery1795691000000 implements MigrationInterface {
  name = 'PayOnDelivery1795691000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "codConfirmTokenHash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "codPhone" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "codRefusedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "payOnDelivery" jsonb`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_orders_cod_confirm_token" ON "orders" ("codConfirmTokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_cod_refusals" ON "orders" ("codPhone", "codRefusedAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_cod_refusals"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_orders_cod_confirm_token"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "payOnDelivery"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "codRefusedAt"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "codPhone"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "codConfirmTokenHash"`);
  }
}
