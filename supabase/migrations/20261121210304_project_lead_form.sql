ALTER TABLE "leads" ADD COLUMN "mobile_local" varchar(11);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "mobile_international" varchar(13);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "how_soon" varchar(20);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unit_interest" varchar(200);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "preferred_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "enquiry_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_enquiry_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_project_mobile_idx" ON "leads" USING btree ("project_id","mobile_local","created_at");