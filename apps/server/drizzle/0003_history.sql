CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"address_text" text NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"search_text" text NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"blob_key" text,
	"row_count" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"vendor_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_idempotency_keys_vendor_id_key_pk" PRIMARY KEY("vendor_id","key")
);
--> statement-breakpoint
CREATE TABLE "vendor_delivery_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"polygon" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"vendor_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"min_fee" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_vendor" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounted_delivery_fee_signature" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "distance_meters" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_value_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_vendor_phone_address_uq" ON "saved_addresses" USING btree ("vendor_id","phone_number","address_text");--> statement-breakpoint
CREATE INDEX "saved_addresses_vendor_used_idx" ON "saved_addresses" USING btree ("vendor_id","last_used_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_delivery_areas_vendor_idx" ON "vendor_delivery_areas" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_code_vendor_idx" ON "voucher_redemptions" USING btree ("code","vendor_id");