import { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1795571085409 implements MigrationInterface {
  name = 'Payments1795571085409';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "payment_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(20) NOT NULL, "eventId" character varying(200) NOT NULL, "type" character varying(100) NOT NULL, "kind" character varying(30) NOT NULL, "reference" character varying(100), "payload" jsonb NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processedAt" TIMESTAMP WITH TIME ZONE, "outcome" text, CONSTRAINT "PK_9f1d16fc78b33e676940a32e8b5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_events_unprocessed" ON "payment_events" ("receivedAt") WHERE "processedAt" IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payment_events_provider_event" ON "payment_events" ("provider", "eventId") `);
    await queryRunner.query(`CREATE TABLE "payment_history" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderId" uuid NOT NULL, "reference" character varying(100), "kind" character varying(40) NOT NULL, "detail" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), CONSTRAINT "PK_5fcec51a769b65c0c3c0987f11c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_history_order" ON "payment_history" ("orderId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderId" uuid NOT NULL, "orderNumber" character varying(50) NOT NULL, "provider" character varying(20) NOT NULL, "method" character varying(20) NOT NULL, "reference" character varying(100) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "amount" bigint NOT NULL, "currency" character(3) NOT NULL, "amountPesewas" bigint NOT NULL, "ghsPerUsd" character varying(20), "providerPaymentId" character varying(100), "providerCaptureId" character varying(100), "redirectUrl" text, "paidAt" TIMESTAMP WITH TIME ZONE, "refundRequestedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_payments_order" ON "payments" ("orderId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payments_reference" ON "payments" ("reference") `);
    await queryRunner.query(`CREATE INDEX "IDX_payments_status_created" ON "payments" ("status", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_payment_status_created" ON "orders" ("paymentStatus", "createdAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_payment_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_payments_reference"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_order"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_history_order"`);
    await queryRunner.query(`DROP TABLE "payment_history"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_payment_events_provider_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_events_unprocessed"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
  }
}
