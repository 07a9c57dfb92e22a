import { MigrationInterface, QueryRunner } from 'typeorm';

/** Photos a shopper sends with a return, only staff read them (issue 34). */
export class ReturnPhotos1795750000000 implements MigrationInterface {
  name = 'ReturnPhotos1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "return_photos" ("returnId" uuid NOT NULL, "position" smallint NOT NULL, "mimeType" character varying(30) NOT NULL, "data" bytea NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f4071eb0aa5b54f69747aa9ad90" PRIMARY KEY ("returnId", "position"))`);
    await queryRunner.query(`ALTER TABLE "returns" ADD "photoCount" smallint NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "returns" DROP COLUMN "photoCount"`);
    await queryRunner.query(`DROP TABLE "return_photos"`);
  }
}
