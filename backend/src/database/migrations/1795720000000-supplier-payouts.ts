import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier payouts (issue 34, ADR 070): the ledger of delivered units owed to suppliers, their payout
 * accounts (Paystack transfer recipients), and one transfer per supplier per payout run.
 */
export class SupplierPayouts1795720000000 implements MigrationInterface {
  name = 'SupplierPayouts1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "supplier_ledger_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "supplierId" uuid NOT NULL, "kind" character varying(12) NOT NULL, "orderId" uuid NOT NULL, "orderNumber" character varying(50) NOT NULL, "orderItemId" character varying(80) NOT NULL, "unit" integer NOT NULL, "productName" character varying(255) NOT NULL, "amount" integer NOT NULL, "deliveredAt" TIMESTAMP WITH TIME ZONE NOT NULL, "holdDays" integer NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'open', "payoutId" uuid, "returnedAt" TIMESTAMP WITH TIME ZONE, "returnId" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_supplier_ledger_kind" CHECK ("kind" IN ('unit', 'adjustment')), CONSTRAINT "PK_ccc449501857f8fbf948e89d04e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_supplier_ledger_order" ON "supplier_ledger_entries" ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_supplier_ledger_payout" ON "supplier_ledger_entries" ("payoutId") `);
    await queryRunner.query(`CREATE INDEX "IDX_supplier_ledger_supplier_status" ON "supplier_ledger_entries" ("supplierId", "status") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_supplier_ledger_unit" ON "supplier_ledger_entries" ("orderItemId", "unit") `);
    await queryRunner.query(`CREATE TABLE "supplier_payout_accounts" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "supplierId" uuid NOT NULL, "type" character varying(12) NOT NULL, "bankCode" character varying(20) NOT NULL, "bankName" character varying(100) NOT NULL, "accountNumber" character varying(20) NOT NULL, "accountName" character varying(150) NOT NULL, "recipientCode" character varying(100) NOT NULL, CONSTRAINT "PK_aa725e719229fcc5a331cc14078" PRIMARY KEY ("supplierId"))`);
    await queryRunner.query(`CREATE TABLE "supplier_payouts" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "runId" uuid NOT NULL, "supplierId" uuid NOT NULL, "reference" character varying(50) NOT NULL, "amount" integer NOT NULL, "status" character varying(12) NOT NULL, "recipientCode" character varying(100) NOT NULL, "destination" character varying(150) NOT NULL, "transferCode" character varying(100), "detail" text, "sendingAt" TIMESTAMP WITH TIME ZONE, "settledAt" TIMESTAMP WITH TIME ZONE, "startedBy" character varying(255) NOT NULL, CONSTRAINT "PK_e532b88696d29844b83cdd10928" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_supplier_payouts_reference" ON "supplier_payouts" ("reference") `);
    await queryRunner.query(`CREATE INDEX "IDX_supplier_payouts_supplier" ON "supplier_payouts" ("supplierId", "createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_supplier_payouts_run_supplier" ON "supplier_payouts" ("runId", "supplierId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_supplier_payouts_run_supplier"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_supplier_payouts_supplier"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_supplier_payouts_reference"`);
    await queryRunner.query(`DROP TABLE "supplier_payouts"`);
    await queryRunner.query(`DROP TABLE "supplier_payout_accounts"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_supplier_ledger_unit"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_supplier_ledger_supplier_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_supplier_ledger_payout"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_supplier_ledger_order"`);
    await queryRunner.query(`DROP TABLE "supplier_ledger_entries"`);
  }
}
