import { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795581937490 implements MigrationInterface {
  name = 'Notifications1795581937490';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outbox_messages" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "dedupKey" character varying(200) NOT NULL, "kind" character varying(40) NOT NULL, "channel" character varying(10) NOT NULL, "audience" character varying(10) NOT NULL, "recipient" character varying(255) NOT NULL, "subject" character varying(200), "text" text NOT NULL, "html" text, "reference" character varying(50), "orderId" uuid, "status" character varying(20) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "transport" character varying(20), "providerMessageId" character varying(255), "lastError" text, "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_0171348f527c64b137e4d4f5b66" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_outbox_messages_dedup_key" ON "outbox_messages" ("dedupKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_order" ON "outbox_messages" ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_created" ON "outbox_messages" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_due" ON "outbox_messages" ("nextAttemptAt") WHERE "status" IN ('queued', 'sending')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_messages_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_messages_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_messages_order"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_outbox_messages_dedup_key"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
  }
}
