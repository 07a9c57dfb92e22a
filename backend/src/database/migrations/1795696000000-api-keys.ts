import { MigrationInterface, QueryRunner } from 'typeorm';

/** Integrators' API keys: a hash of each secret, its scopes, and when it was revoked, expires and was last used. */
export class ApiKeys1795696000000 implements MigrationInterface {
  name = 'ApiKeys1795696000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "api_keys" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(60) NOT NULL, "prefix" character varying(20) NOT NULL, "secretHash" character varying(64) NOT NULL, "scopes" text array NOT NULL, "createdById" uuid NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, "lastUsedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_api_keys_secretHash" ON "api_keys" ("secretHash") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_api_keys_secretHash"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
