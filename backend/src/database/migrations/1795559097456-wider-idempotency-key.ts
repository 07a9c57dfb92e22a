import { MigrationInterface, QueryRunner } from 'typeorm';

/** DECISIONS: an Idempotency-Key is any printable ASCII string of 8 to 255 characters. Widening a varchar rewrites nothing. */
export class WiderIdempotencyKey1795559097456 implements MigrationInterface {
  name = 'WiderIdempotencyKey1795559097456';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "idempotencyKey" TYPE character varying(255)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Keys longer than 100 characters cannot go back; those orders simply stop replaying.
    await queryRunner.query(`UPDATE "orders" SET "idempotencyKey" = NULL WHERE length("idempotencyKey") > 100`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "idempotencyKey" TYPE character varying(100)`);
  }
}
