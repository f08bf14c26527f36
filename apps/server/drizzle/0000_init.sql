CREATE TABLE "country_parameters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flag_overrides" (
	"name" text NOT NULL,
	"vendor_id" text DEFAULT '' NOT NULL,
	"value" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flag_overrides_name_vendor_id_pk" PRIMARY KEY("name","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"preordered_for" timestamp with time zone,
	"currency" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"discounted_delivery_fee" integer,
	"voucher" jsonb,
	"vat_number" text,
	"age_validation_required" boolean DEFAULT false NOT NULL,
	"login_pickup_estimation" integer DEFAULT 15 NOT NULL,
	"pickup" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"sender" jsonb
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "vendor_order_counters" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"last_n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_users" (
	"user_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	CONSTRAINT "vendor_users_user_id_vendor_id_pk" PRIMARY KEY("user_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"parent_vendor_id" text,
	"client_vendor_id" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"location" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_registered" boolean DEFAULT true NOT NULL,
	"is_parent" boolean DEFAULT false NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"estimation_pick_up_time" integer DEFAULT 15 NOT NULL,
	"payment_methods" jsonb NOT NULL,
	"activates_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_order_counters" ADD CONSTRAINT "vendor_order_counters_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_users" ADD CONSTRAINT "vendor_users_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "orders_vendor_created_idx" ON "orders" USING btree ("vendor_id","created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_vendor_status_idx" ON "orders" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "vendor_users_vendor_idx" ON "vendor_users" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendors_parent_idx" ON "vendors" USING btree ("parent_vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_parent_client_uq" ON "vendors" USING btree ("parent_vendor_id","client_vendor_id");