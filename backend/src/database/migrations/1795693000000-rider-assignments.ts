import { MigrationInterface, QueryRunner } from 'typeorm';

/** The rider and day each order goes out with (issue: riders and the day's deliveries). */
export class RiderAssignments1795693000000 implements MigrationInterface {
  name = 'RiderAssignments1795693000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rider_assignments" ("createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "orderId" uuid NOT NULL, "riderId" uuid NOT NULL, "day" date NOT NULL, "position" integer NOT NULL, "assignedBy" uuid, CONSTRAINT "PK_rider_assignments" PRIMARY KEY ("orderId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_rider_assignments_rider_day" ON "rider_assignments" ("riderId", "day", "position")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rider_assignments"`);
  }
}
