CREATE TABLE "vendor_owners" (
	"vendor_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_owners_vendor_id_email_pk" PRIMARY KEY("vendor_id","email")
);
--> statement-breakpoint
ALTER TABLE "vendor_owners" ADD CONSTRAINT "vendor_owners_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE cascade ON UPDATE no action;