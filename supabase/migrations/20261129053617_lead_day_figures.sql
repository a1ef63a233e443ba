CREATE TABLE "lead_day_figures" (
	"day" date NOT NULL,
	"dim" varchar(10) NOT NULL,
	"key" text,
	"leads" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"with_due" integer DEFAULT 0 NOT NULL,
	"within_target" integer DEFAULT 0 NOT NULL,
	"waiting_new" integer DEFAULT 0 NOT NULL,
	"contacted" integer DEFAULT 0 NOT NULL,
	"qualified" integer DEFAULT 0 NOT NULL,
	"viewing" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"won_value" bigint DEFAULT 0 NOT NULL,
	"answered_on_lead" integer DEFAULT 0 NOT NULL,
	"qualified_at" integer DEFAULT 0 NOT NULL,
	"won_at" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_day_figures_key" UNIQUE NULLS NOT DISTINCT("day","dim","key")
);
--> statement-breakpoint
ALTER TABLE "lead_day_figures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lead_day_response_minutes" (
	"day" date NOT NULL,
	"dim" varchar(10) NOT NULL,
	"key" text,
	"bucket" integer NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_day_response_minutes_key" UNIQUE NULLS NOT DISTINCT("day","dim","key","bucket")
);
--> statement-breakpoint
ALTER TABLE "lead_day_response_minutes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "leads_response_pending_idx" ON "leads" USING btree ("response_due_at") WHERE first_response_at is null and response_due_at is not null;