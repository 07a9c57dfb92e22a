import { MigrationInterface, QueryRunner } from 'typeorm';

/** A pay-on-delivery order's refund sent by Paystack transfer: its reference per attempt and the send's claim (issue 34). */
export class RefundTransfers1795740000000 implements MigrationInterface {
  name = 'RefundTransfers1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "returns" ADD "refundReference" character varying(50)`);
    await queryRunner.query(`ALTER TABLE "returns" ADD "refundSendingAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_returns_refund_reference" ON "returns" ("refundReference") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_returns_refund_reference"`);
    await queryRunner.query(`ALTER TABLE "returns" DROP COLUMN "refundSendingAt"`);
    await queryRunner.query(`ALTER TABLE "returns" DROP COLUMN "refundReference"`);
  }
}
