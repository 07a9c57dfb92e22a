import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an admin switched an account off (a rider who left): it can no longer sign in or act. */
export class SwitchedOffAccounts1795694000000 implements MigrationInterface {
  name = 'SwitchedOffAccounts1795694000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "disabledAt" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabledAt"`);
  }
}
