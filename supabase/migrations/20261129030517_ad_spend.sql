CREATE TYPE "public"."ad_platform" AS ENUM('google', 'meta', 'other');--> statement-breakpoint
CREATE TYPE "public"."ad_spend_kind" AS ENUM('day', 'month');--> statement-breakpoint
CREATE TABLE "ad_spend" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ad_spend_kind" NOT NULL,
	"platform" "ad_platform" NOT NULL,
	"campaign" varchar(255) NOT NULL,
	"campaign_name" varchar(255) NOT NULL,
	"day" date NOT NULL,
	"cost_piastres" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"source_hash" char(64),
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_spend_cost_min" CHECK ("ad_spend"."cost_piastres" >= 0 and "ad_spend"."amount_cents" >= 0),
	CONSTRAINT "ad_spend_rate_positive" CHECK ("ad_spend"."rate" > 0),
	CONSTRAINT "ad_spend_month_first_day" CHECK ("ad_spend"."kind" = 'day' or extract(day from "ad_spend"."day") = 1)
);
--> statement-breakpoint
ALTER TABLE "ad_spend" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_spend_key_idx" ON "ad_spend" USING btree ("kind","platform","campaign","day");--> statement-breakpoint
CREATE INDEX "ad_spend_day_idx" ON "ad_spend" USING btree ("day","kind","platform","campaign","cost_piastres");