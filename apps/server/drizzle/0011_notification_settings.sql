CREATE TABLE "notification_settings" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"steps" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE cascade ON UPDATE no action;