import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who placed an order, so the stock one client holds in unpaid orders can be bounded. */
export class OrderClientKey1795680000000 implements MigrationInterface {
  name = 'OrderClientKey1795680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "clientKey" character varying(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "clientKey"`);
  }
}
