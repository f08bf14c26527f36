CREATE TABLE "bulk_job_rows" (
	"job_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"error_column" text,
	"error_params" jsonb,
	"warning" text,
	"payload" jsonb,
	"fee" integer,
	"order_id" text,
	CONSTRAINT "bulk_job_rows_job_id_row_number_pk" PRIMARY KEY("job_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user_id" text,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"stage" text NOT NULL,
	"error" text,
	"currency" text NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"placed_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"total_fee" integer DEFAULT 0 NOT NULL,
	"owner" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"placement_requested_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_jobs_vendor_created_idx" ON "bulk_jobs" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_jobs_stage_idx" ON "bulk_jobs" USING btree ("stage");