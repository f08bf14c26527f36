CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"http_status" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"order_id" text,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"last_http_status" integer,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "includes_portal_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "webhook_failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "webhook_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "webhook_disabled_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_client_id_api_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("client_id","order_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_client_idx" ON "webhook_deliveries" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Every status change of an order queues a webhook message, in the transaction that made it, for
-- the client that created the order and for the brand's clients that take portal orders too.
CREATE FUNCTION "queue_order_webhooks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  INSERT INTO "webhook_deliveries" ("client_id", "order_id", "event", "status", "changed_at", "next_attempt_at")
  -- Due at once: the change's time, or the database's clock when the change is dated ahead.
  SELECT c."client_id", NEW."order_id", 'order.status', NEW."status", NEW."updated_at", LEAST(NEW."updated_at", now())
  FROM "api_clients" c
  WHERE c."revoked_at" IS NULL
    AND c."callback_url" IS NOT NULL
    AND c."webhook_disabled_at" IS NULL
    AND (
      EXISTS (SELECT 1 FROM "api_orders" a WHERE a."order_id" = NEW."order_id" AND a."client_id" = c."client_id")
      OR (
        c."includes_portal_orders"
        AND NOT EXISTS (SELECT 1 FROM "api_orders" a WHERE a."order_id" = NEW."order_id")
        AND c."vendor_id" IN (
          SELECT v."vendor_id" FROM "vendors" v WHERE v."vendor_id" = NEW."vendor_id"
          UNION ALL
          SELECT v."parent_vendor_id" FROM "vendors" v WHERE v."vendor_id" = NEW."vendor_id"
        )
      )
    )
  ORDER BY c."client_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_queue_webhooks" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "queue_order_webhooks"();
