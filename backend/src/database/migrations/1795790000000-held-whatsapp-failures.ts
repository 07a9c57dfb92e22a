import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Meta's statuses webhook can tell of a failed WhatsApp message before the relay has recorded the
 * id Meta answered the send with: such a failure is held until the relay has (ADR 067). And the
 * webhook finds a message by that id, so it is indexed.
 */
export class HeldWhatsAppFailures1795790000000 implements MigrationInterface {
  name = 'HeldWhatsAppFailures1795790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "held_whatsapp_failures" ("messageId" character varying(255) NOT NULL, "reason" character varying(300) NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bde800e290f165813af9edeae95" PRIMARY KEY ("messageId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_held_whatsapp_failures_received" ON "held_whatsapp_failures" ("receivedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_whatsapp_id" ON "outbox_messages" ("providerMessageId") WHERE "channel" = 'whatsapp'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_messages_whatsapp_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_held_whatsapp_failures_received"`);
    await queryRunner.query(`DROP TABLE "held_whatsapp_failures"`);
  }
}
