CREATE TABLE "conversion_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage" varchar(20) NOT NULL,
	"username" varchar(60) NOT NULL,
	"password_hash" varchar(64) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "conversion_feeds_stage_known" CHECK ("conversion_feeds"."stage" in ('contacted', 'qualified', 'viewing', 'won'))
);
--> statement-breakpoint
ALTER TABLE "conversion_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conversion_feeds" ADD CONSTRAINT "conversion_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_feeds" ADD CONSTRAINT "conversion_feeds_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_feeds_username_key" ON "conversion_feeds" USING btree ("username");