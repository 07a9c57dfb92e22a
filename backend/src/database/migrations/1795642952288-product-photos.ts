import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductPhotos1795642952288 implements MigrationInterface {
  name = 'ProductPhotos1795642952288';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "photos" ("key" character varying(32) NOT NULL, "owner" character varying(60) NOT NULL, "placeholder" character varying(64) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "unusedSince" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9a8c2831619520331d3aa39d315" PRIMARY KEY ("key", "owner"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "photos"`);
  }
}
