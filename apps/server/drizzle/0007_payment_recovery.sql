ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_intents_status_updated_idx" ON "payment_intents" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_order_idx" ON "voucher_redemptions" USING btree ("order_id");
