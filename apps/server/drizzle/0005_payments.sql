CREATE TABLE "payment_cards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"wallet_id" text NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"wallet_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"order_id" text,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"card_id" text,
	"card_brand" text,
	"card_last_four" text,
	"provider_payment_id" text,
	"challenge_url" text,
	"is_saving_card" boolean DEFAULT false NOT NULL,
	"pending_card" jsonb,
	"failure_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "payment_wallets" (
	"wallet_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_wallets_vendor_id_unique" UNIQUE("vendor_id")
);
--> statement-breakpoint
CREATE INDEX "payment_cards_wallet_idx" ON "payment_cards" USING btree ("wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_order_uq" ON "payment_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_intents_vendor_idx" ON "payment_intents" USING btree ("vendor_id");