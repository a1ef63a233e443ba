CREATE TABLE "lead_rotations" (
	"pool" varchar(64) PRIMARY KEY NOT NULL,
	"last_assignee_id" text,
	"turns" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_rotations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "away_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile_local","created_at");