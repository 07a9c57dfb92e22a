import { MigrationInterface, QueryRunner } from 'typeorm';

/** The live chat in the shop (issue 35, ADR 066): conversations and their messages. */
export class LiveChat1795702000000 implements MigrationInterface {
  name = 'LiveChat1795702000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "chat_conversations" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "tokenHash" character varying(64) NOT NULL, "name" character varying(100), "email" character varying(255), "phone" character varying(30), "context" character varying(300), "lastMessageAt" TIMESTAMP WITH TIME ZONE NOT NULL, "shopperSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL, "awaitingStaff" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_ff117d9f57807c4f2e3034a39f3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_chat_conversations_last_message" ON "chat_conversations" ("lastMessageAt") `);
    await queryRunner.query(`CREATE TABLE "chat_messages" ("id" BIGSERIAL NOT NULL, "conversationId" uuid NOT NULL, "author" character varying(10) NOT NULL, "staffName" character varying(255), "text" text NOT NULL, "deliveredAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40c55ee0e571e268b0d3cd37d10" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_chat_messages_conversation" ON "chat_messages" ("conversationId", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_messages_conversation"`);
    await queryRunner.query(`DROP TABLE "chat_messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_conversations_last_message"`);
    await queryRunner.query(`DROP TABLE "chat_conversations"`);
  }
}
