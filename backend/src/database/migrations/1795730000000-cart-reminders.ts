import { MigrationInterface, QueryRunner } from 'typeorm';

/** Cart reminders, with the shopper's consent (issue 35, ADR 071). */
export class CartReminders1795730000000 implements MigrationInterface {
  name = 'CartReminders1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cart_reminders" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "sessionId" character varying(64) NOT NULL, "phone" character varying(20) NOT NULL, "token" character varying(43) NOT NULL, "consentedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "remindersSent" integer NOT NULL DEFAULT '0', "nextReminderAt" TIMESTAMP WITH TIME ZONE, "endedBecause" character varying(12), CONSTRAINT "PK_0b1777210cfe521916c37ba18ac" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_cart_reminders_session" ON "cart_reminders" ("sessionId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_cart_reminders_token" ON "cart_reminders" ("token") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_reminders_phone" ON "cart_reminders" ("phone") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_reminders_due" ON "cart_reminders" ("nextReminderAt") WHERE "nextReminderAt" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_reminders"`);
  }
}
