import { MigrationInterface, QueryRunner } from 'typeorm';

/** Delivered orders the supplier ledger has read, so a sweep finds those it missed (ADR 070). */
export class SupplierLedgerSweep1795760000000 implements MigrationInterface {
  name = 'SupplierLedgerSweep1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "supplier_ledger_orders" ("orderId" uuid NOT NULL, "recordedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_58abb5404fe501a46048fbba210" PRIMARY KEY ("orderId"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "supplier_ledger_orders"`);
  }
}
