import { MigrationInterface, QueryRunner } from 'typeorm';

/** Signed webhooks (ADR 055): subscriptions, the events written with each change, their deliveries and every attempt. */
export class Webhooks1795692000000 implements MigrationInterface {
  name = 'Webhooks1795692000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "deliveryId" uuid NOT NULL, "attemptedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "durationMs" integer NOT NULL, "statusCode" integer, "excerpt" text, "error" text, CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_attempts_delivery" ON "webhook_attempts" ("deliveryId", "attemptedAt") `);
    await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "sequence" BIGSERIAL NOT NULL, "subscriptionId" uuid NOT NULL, "eventId" character varying(40) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "failingSince" TIMESTAMP WITH TIME ZONE, "deliveredAt" TIMESTAMP WITH TIME ZONE, "lastError" text, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_webhook_deliveries_event_subscription" ON "webhook_deliveries" ("eventId", "subscriptionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_subscription" ON "webhook_deliveries" ("subscriptionId", "sequence") `);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("nextAttemptAt") WHERE "status" IN ('pending', 'sending')`);
    await queryRunner.query(`CREATE TABLE "webhook_events" ("id" character varying(40) NOT NULL, "type" character varying(60) NOT NULL, "version" integer NOT NULL, "data" jsonb NOT NULL, "occurredAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "webhook_subscriptions" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2000) NOT NULL, "description" character varying(200), "eventTypes" text array NOT NULL, "active" boolean NOT NULL DEFAULT true, "secret" character varying(100) NOT NULL, "disabledReason" text, CONSTRAINT "PK_bf631ae77d39849d599817fb6f4" PRIMARY KEY ("id"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_subscriptions"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_deliveries_subscription"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_webhook_deliveries_event_subscription"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webhook_attempts_delivery"`);
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
  }
}
