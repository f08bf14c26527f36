CREATE TABLE "notification_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"step" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"to" text,
	"language" text,
	"text" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_language" text;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_step_idx" ON "notification_messages" USING btree ("order_id","step","channel");--> statement-breakpoint
CREATE INDEX "notification_messages_due_idx" ON "notification_messages" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "notification_messages_to_idx" ON "notification_messages" USING btree ("to","id");--> statement-breakpoint
-- The recipient's messages, queued in the transaction that placed the order or changed its status
-- (issue 21): one per order, step and channel (a replayed event queues nothing more). Whether each
-- is sent (the vendor's settings, an opt-out, a number) is the notification worker's to decide.
CREATE FUNCTION "queue_order_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step text;
  at timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  step := CASE NEW.status
    WHEN 'NEW' THEN 'placed'
    WHEN 'PAYMENT_COMMITTED' THEN 'placed'
    WHEN 'COURIER_ACCEPTED_DELIVERY' THEN 'rider-assigned'
    WHEN 'PICKED_UP' THEN 'picked-up'
    WHEN 'COURIER_LEFT_VENDOR' THEN 'picked-up'
    WHEN 'NEAR_CUSTOMER' THEN 'near-customer'
    WHEN 'DELIVERED' THEN 'delivered'
    WHEN 'CANCELLED' THEN 'cancelled'
  END;
  -- An order written already under way (demo data, an import of history) was never announced.
  IF step IS NULL OR (TG_OP = 'INSERT' AND step <> 'placed') THEN
    RETURN NEW;
  END IF;
  -- An order cancelled before it was placed (an unpaid card order) was never announced.
  IF step = 'cancelled' AND NOT EXISTS (
    SELECT 1 FROM "notification_messages" m WHERE m."order_id" = NEW."order_id" AND m."step" = 'placed'
  ) THEN
    RETURN NEW;
  END IF;
  -- Due at once: the change's time, or the database's clock when the change is dated ahead.
  at := LEAST(NEW."updated_at", now());
  INSERT INTO "notification_messages" ("order_id", "vendor_id", "step", "channel", "next_attempt_at", "created_at")
  VALUES (NEW."order_id", NEW."vendor_id", step, 'sms', at, NEW."updated_at")
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_queue_notifications" AFTER INSERT OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "queue_order_notifications"();
