import { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers' saved delivery addresses (ADR 064): at most one default each, gone with the account. */
export class SavedAddresses1795700000000 implements MigrationInterface {
  name = 'SavedAddresses1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "saved_addresses" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "label" character varying(40), "address" character varying(300) NOT NULL, "city" character varying(100) NOT NULL, "region" character varying(40) NOT NULL, "country" character varying(100) NOT NULL, "digitalAddress" character varying(20), "landmark" character varying(120), "lat" double precision, "lng" double precision, "isDefault" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_2dcd5492d2ac696c133d461db8b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_addresses_user" ON "saved_addresses" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_saved_addresses_default" ON "saved_addresses" ("userId") WHERE "isDefault"`);
    await queryRunner.query(`ALTER TABLE "saved_addresses" ADD CONSTRAINT "FK_d42add0254b71c33f16263e8444" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "saved_addresses" DROP CONSTRAINT "FK_d42add0254b71c33f16263e8444"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_saved_addresses_default"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_saved_addresses_user"`);
    await queryRunner.query(`DROP TABLE "saved_addresses"`);
  }
}
