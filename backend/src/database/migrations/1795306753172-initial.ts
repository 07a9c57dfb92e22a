import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795306753172 implements MigrationInterface {
  name = 'Initial1795306753172';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cart_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "sessionId" character varying(64) NOT NULL, "productId" uuid NOT NULL, "quantity" integer NOT NULL DEFAULT '1', "size" character varying(20), "color" character varying(30), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_cart_items_quantity_positive" CHECK ("quantity" >= 1), CONSTRAINT "PK_6fccf5ec03c172d27a28a82928b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(`CREATE TABLE "cart_sessions" ("sessionId" character varying(64) NOT NULL, "ownerTokenHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_46dfaf10f73afca7cbfaa2a3257" PRIMARY KEY ("sessionId"))`);
    await queryRunner.query(`CREATE TABLE "products" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(255) NOT NULL, "description" text, "price" numeric(10,2) NOT NULL, "originalPrice" numeric(10,2), "category" character varying(100) NOT NULL, "subcategory" character varying(100), "stock" integer NOT NULL DEFAULT '0', "images" text array NOT NULL DEFAULT '{}', "sizes" text array NOT NULL DEFAULT '{}', "colors" text array NOT NULL DEFAULT '{}', "tags" text array NOT NULL DEFAULT '{}', "isActive" boolean NOT NULL DEFAULT true, "isFeatured" boolean NOT NULL DEFAULT false, "rating" numeric(3,2) NOT NULL DEFAULT '0', "reviewCount" integer NOT NULL DEFAULT '0', "supplierProductId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_products_price_not_negative" CHECK ("price" >= 0), CONSTRAINT "CHK_products_stock_not_negative" CHECK ("stock" >= 0), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_products_supplier_product" ON "products" ("supplierProductId") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_category" ON "products" ("category", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_listing" ON "products" ("isActive", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "sessions" ("sid" character varying(128) NOT NULL, "sess" jsonb NOT NULL, "expire" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire") `);
    await queryRunner.query(`CREATE TABLE "supplier_sessions" ("sid" character varying(128) NOT NULL, "sess" jsonb NOT NULL, "expire" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a12393b397b2653d1db8c336bf7" PRIMARY KEY ("sid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_supplier_sessions_expire" ON "supplier_sessions" ("expire") `);
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(255) NOT NULL, "passwordHash" character varying(255) NOT NULL, "firstName" character varying(100), "lastName" character varying(100), "profileImageUrl" character varying(500), "role" character varying(20) NOT NULL DEFAULT 'customer', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderNumber" character varying(50) NOT NULL, "userId" uuid, "sessionId" character varying(64), "email" character varying(255) NOT NULL, "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "phone" character varying(30) NOT NULL, "shippingAddress" jsonb NOT NULL, "items" jsonb NOT NULL, "subtotal" numeric(10,2) NOT NULL, "shipping" numeric(10,2) NOT NULL, "tax" numeric(10,2) NOT NULL, "total" numeric(10,2) NOT NULL, "paymentMethod" character varying(20) NOT NULL, "paymentStatus" character varying(20) NOT NULL DEFAULT 'pending', "orderStatus" character varying(20) NOT NULL DEFAULT 'ordered', "deliveryType" character varying(20) NOT NULL DEFAULT 'standard', "estimatedDeliveryDate" TIMESTAMP WITH TIME ZONE, "trackingNumber" character varying(100), "notes" text, "orderedAt" TIMESTAMP WITH TIME ZONE, "confirmedAt" TIMESTAMP WITH TIME ZONE, "processingAt" TIMESTAMP WITH TIME ZONE, "shippedAt" TIMESTAMP WITH TIME ZONE, "outForDeliveryAt" TIMESTAMP WITH TIME ZONE, "deliveredAt" TIMESTAMP WITH TIME ZONE, "notificationsSent" jsonb NOT NULL DEFAULT '{}', "idempotencyKey" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_orders_order_number" ON "orders" ("orderNumber") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_user" ON "orders" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_orders_idempotency_key" ON "orders" ("idempotencyKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created" ON "orders" ("createdAt") `);
    await queryRunner.query(`CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderId" uuid NOT NULL, "productId" uuid NOT NULL, "userId" uuid, "customerName" character varying(200) NOT NULL, "email" character varying(255) NOT NULL, "rating" integer NOT NULL, "title" character varying(200), "comment" text NOT NULL, "isVerified" boolean NOT NULL DEFAULT true, "isApproved" boolean NOT NULL DEFAULT true, "size" character varying(20), "color" character varying(30), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_reviews_product" ON "reviews" ("productId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_reviews_order_product" ON "reviews" ("orderId", "productId") `);
    await queryRunner.query(`CREATE TABLE "support_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "email" character varying(255) NOT NULL, "orderNumber" character varying(50), "subject" character varying(100) NOT NULL, "message" text NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'open', "priority" character varying(20) NOT NULL DEFAULT 'normal', "assignedTo" character varying(255), "response" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a9ce3cdbad0970597a07ab5db97" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_support_requests_created" ON "support_requests" ("createdAt") `);
    await queryRunner.query(`CREATE TABLE "supplier_images" ("supplierId" uuid NOT NULL, "kind" character varying(20) NOT NULL, "mimeType" character varying(30) NOT NULL, "data" bytea NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a636a57945134d20ca2205c97b0" PRIMARY KEY ("supplierId", "kind"))`);
    await queryRunner.query(`CREATE TABLE "supplier_products" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "supplierId" uuid NOT NULL, "productId" uuid, "supplierSku" character varying(100), "costPrice" numeric(10,2) NOT NULL, "sellingPrice" numeric(10,2) NOT NULL, "minimumQuantity" integer NOT NULL DEFAULT '1', "availableStock" integer NOT NULL DEFAULT '0', "leadTime" integer NOT NULL DEFAULT '7', "isActive" boolean NOT NULL DEFAULT true, "supplierProductName" character varying(255) NOT NULL, "supplierDescription" text, "supplierImages" text array NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_supplier_products_stock_not_negative" CHECK ("availableStock" >= 0), CONSTRAINT "PK_651e91706e362ef7393457c347e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_supplier_products_supplier" ON "supplier_products" ("supplierId") `);
    await queryRunner.query(`CREATE TABLE "suppliers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(255) NOT NULL, "passwordHash" character varying(255) NOT NULL, "businessName" character varying(255) NOT NULL, "contactPerson" character varying(255) NOT NULL, "phone" character varying(30) NOT NULL, "address" text, "country" character varying(100) NOT NULL, "language" character varying(10) NOT NULL DEFAULT 'en', "taxId" character varying(100), "businessLicense" character varying(100), "bankDetails" character varying(255), "isApproved" boolean NOT NULL DEFAULT false, "isActive" boolean NOT NULL DEFAULT true, "markupPercentage" numeric(5,2) NOT NULL DEFAULT 12.00, "paymentTerms" character varying(30) NOT NULL DEFAULT '30_days', "notes" text, "faceVerificationStatus" character varying(20) NOT NULL DEFAULT 'pending', "verificationNotes" text, "verifiedAt" TIMESTAMP WITH TIME ZONE, "verifiedBy" uuid, "approvedAt" TIMESTAMP WITH TIME ZONE, "lastLoginAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b70ac51766a9e3144f778cfe81e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_suppliers_email" ON "suppliers" ("email") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_suppliers_email"`);
    await queryRunner.query(`DROP TABLE "suppliers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_supplier_products_supplier"`);
    await queryRunner.query(`DROP TABLE "supplier_products"`);
    await queryRunner.query(`DROP TABLE "supplier_images"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_support_requests_created"`);
    await queryRunner.query(`DROP TABLE "support_requests"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reviews_order_product"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_product"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_created"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_orders_idempotency_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_user"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_orders_order_number"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_email"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_supplier_sessions_expire"`);
    await queryRunner.query(`DROP TABLE "supplier_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_sessions_expire"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_listing"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_products_category"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_products_supplier_product"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP TABLE "cart_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cart_items_session"`);
    await queryRunner.query(`DROP TABLE "cart_items"`);
  }
}
