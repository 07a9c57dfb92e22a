import { MigrationInterface, QueryRunner } from 'typeorm';

export class CartAdditionKeys1795656064305 implements MigrationInterface {
  name = 'CartAdditionKeys1795656064305';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cart_additions" ("sessionId" character varying(64) NOT NULL, "key" character varying(255) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c932a6016cb590dfafc3134f01b" PRIMARY KEY ("sessionId", "key"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_additions"`);
  }
}
