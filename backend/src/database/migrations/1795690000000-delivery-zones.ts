import { MigrationInterface, QueryRunner } from 'typeorm';

/** Delivery zones and their regions, pickup points, the days off staff set, and what an order keeps of them (ADR 053). */
export class DeliveryZones1795690000000 implements MigrationInterface {
  name = 'DeliveryZones1795690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "delivery_zones" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(80) NOT NULL, "isDefault" boolean NOT NULL DEFAULT false, "payOnDelivery" boolean NOT NULL DEFAULT false, "terms" jsonb NOT NULL, CONSTRAINT "PK_delivery_zones" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_delivery_zones_name" ON "delivery_zones" ("name")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_delivery_zones_default" ON "delivery_zones" ("isDefault") WHERE "isDefault"`);
    await queryRunner.query(
      `CREATE TABLE "delivery_zone_regions" ("region" character varying(40) NOT NULL, "zoneId" uuid NOT NULL, CONSTRAINT "PK_delivery_zone_regions" PRIMARY KEY ("region"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_zone_regions" ADD CONSTRAINT "FK_6bef706e0d7ea5a8ba5bb36973a" FOREIGN KEY ("zoneId") REFERENCES "delivery_zones"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "pickup_points" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(80) NOT NULL, "address" character varying(300) NOT NULL, "digitalAddress" character varying(13), "openingHours" character varying(200) NOT NULL, "phone" character varying(30) NOT NULL, "isActive" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_pickup_points" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TABLE "delivery_holidays" ("day" date NOT NULL, "name" character varying(60) NOT NULL, CONSTRAINT "PK_delivery_holidays" PRIMARY KEY ("day"))`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "estimatedDeliveryLatest" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "pickupPoint" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "pickupPoint"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "estimatedDeliveryLatest"`);
    await queryRunner.query(`DROP TABLE "delivery_holidays"`);
    await queryRunner.query(`DROP TABLE "pickup_points"`);
    await queryRunner.query(`DROP TABLE "delivery_zone_regions"`);
    await queryRunner.query(`DROP TABLE "delivery_zones"`);
  }
}
