CREATE TABLE "api_assertion_jtis" (
	"client_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_assertion_jtis_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "api_client_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"scope" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"callback_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_order_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_client_keys" ADD CONSTRAINT "api_client_keys_client_id_api_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_orders" ADD CONSTRAINT "api_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_orders" ADD CONSTRAINT "api_orders_client_id_api_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_assertion_jtis_expires_idx" ON "api_assertion_jtis" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "api_client_keys_client_idx" ON "api_client_keys" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_clients_vendor_idx" ON "api_clients" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_orders_client_ref_uq" ON "api_orders" USING btree ("client_id","client_order_id");