CREATE TABLE "attention_thresholds" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attention_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attention_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attention_thresholds" ADD CONSTRAINT "attention_thresholds_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_attention_idx" ON "orders" USING btree ("vendor_id") WHERE "orders"."status" in ('PAYMENT_COMMITTED', 'NEW', 'RECEIVED', 'RECEIVED_BY_VENDOR', 'ACCEPTED_BY_VENDOR', 'WAITING_FOR_TRANSPORT', 'STALLED', 'DELAYED', 'PAYMENT_INITIATED') or "orders"."attention_reason" is not null;--> statement-breakpoint
-- An order that moves on is no longer stuck (issue 21): its attention ends in the same statement
-- that changed its status, so the screens hear both at once. The attention sweep raises it again
-- if the new status is stuck too; the owners' mail stays sent (once per order).
CREATE FUNCTION "clear_order_attention"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW."attention_reason" := NULL;
    NEW."attention_since" := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_clear_attention" BEFORE UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "clear_order_attention"();
