import { MigrationInterface, QueryRunner } from 'typeorm';
import { toE164 } from '../../modules/notifications/messages/phone-number';

/**
 * Signing in with a code sent to a phone (ADR 059): a customer may have a phone and no e-mail or
 * password; the one live code per number; and each order's phone in E.164, so a verified phone
 * finds the orders placed with it however it was typed.
 */
export class SignInByPhone1795697000000 implements MigrationInterface {
  name = 'SignInByPhone1795697000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sign_in_codes" ("phone" character varying(20) NOT NULL, "codeHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d6e751a65db618e96cfdcdc8d01" PRIMARY KEY ("phone"))`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "passwordHash" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ADD "phone" character varying(20)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_phone" ON "users" ("phone") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD "phoneE164" character varying(20)`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_phone_e164" ON "orders" ("phoneE164") `);
    // Numbers as shoppers typed them: only libphonenumber reads them as the checkout does.
    for (let after = ''; ; ) {
      const batch: { id: string; phone: string }[] = await queryRunner.query(`SELECT id, phone FROM "orders" WHERE id::text > $1 ORDER BY id::text LIMIT 1000`, [after]);
      if (batch.length === 0) break;
      for (const { id, phone } of batch) {
        const e164 = toE164(phone);
        if (e164) await queryRunner.query(`UPDATE "orders" SET "phoneE164" = $2 WHERE id = $1`, [id, e164]);
      }
      after = batch[batch.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_phone_e164"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "phoneE164"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_phone"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "passwordHash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE "sign_in_codes"`);
  }
}
