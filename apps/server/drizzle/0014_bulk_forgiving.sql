ALTER TABLE "bulk_job_rows" ADD COLUMN "duplicate_order_id" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "error_params" jsonb;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "sheet_name" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "header_row" integer;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "bulk_jobs_vendor_hash_idx" ON "bulk_jobs" USING btree ("vendor_id","content_hash");