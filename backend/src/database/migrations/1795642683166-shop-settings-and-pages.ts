import { MigrationInterface, QueryRunner } from 'typeorm';

export class ShopSettingsAndPages1795642683166 implements MigrationInterface {
  name = 'ShopSettingsAndPages1795642683166';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "shop_pages" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "slug" character varying(40) NOT NULL, "title" character varying(100) NOT NULL, "markdown" text NOT NULL, CONSTRAINT "PK_179f5aca76b1e4218aa3bf8d1b7" PRIMARY KEY ("slug"))`);
    await queryRunner.query(`CREATE TABLE "shop_settings" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" smallint NOT NULL, "phone" character varying(30) NOT NULL, "whatsapp" character varying(30) NOT NULL, "email" character varying(255) NOT NULL, "address" character varying(300) NOT NULL, "businessHours" character varying(500) NOT NULL, "socialLinks" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_96c0aa2a327de09ebe0fd54ae5a" PRIMARY KEY ("id"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shop_settings"`);
    await queryRunner.query(`DROP TABLE "shop_pages"`);
  }
}
