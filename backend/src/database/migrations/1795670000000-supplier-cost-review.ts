import { MigrationInterface, QueryRunner } from 'typeorm';

/** A published supplier product's cost change of more than 20% waits here for staff review. */
export class SupplierCostReview1795670000000 implements MigrationInterface {
  name = 'SupplierCostReview1795670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "supplier_products" ADD "pendingCostPrice" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "supplier_products" ADD "pendingSellingPrice" numeric(10,2)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "supplier_products" DROP COLUMN "pendingSellingPrice"`);
    await queryRunner.query(`ALTER TABLE "supplier_products" DROP COLUMN "pendingCostPrice"`);
  }
}
