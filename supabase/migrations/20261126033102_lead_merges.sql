CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"merged_lead_id" uuid NOT NULL,
	"merged_lead" jsonb NOT NULL,
	"moved_event_ids" jsonb NOT NULL,
	"moved_enquiry_ids" jsonb NOT NULL,
	"arrival_enquiry_id" uuid NOT NULL,
	"merged_by_id" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unmerged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_merges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lead_enquiries" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_enquiries" ADD COLUMN "merged_from_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_merged_by_id_users_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_merges_lead_idx" ON "lead_merges" USING btree ("lead_id","merged_at");--> statement-breakpoint
ALTER TABLE "lead_enquiries" ADD CONSTRAINT "lead_enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;