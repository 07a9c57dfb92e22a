import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp as a channel for order updates (ADR 067): each order keeps the shopper's choice (SMS for
 * every order before it), and a WhatsApp outbox row keeps the template it is sent with.
 */
export class WhatsAppUpdates1795703000000 implements MigrationInterface {
  name = 'WhatsAppUpdates1795703000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "updatesBy" character varying(10) NOT NULL DEFAULT 'sms'`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "template" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "template"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "updatesBy"`);
  }
}
