ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "re_enquiry_of" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_re_enquiry_of_leads_id_fk" FOREIGN KEY ("re_enquiry_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_reroute_idx" ON "leads" USING btree ("assigned_at") WHERE status = 'new' and first_response_at is null and assignee_id is not null and erased_at is null;--> statement-breakpoint
-- The leads someone has already: they got them at their latest assignment line (or on arrival,
-- for leads assigned before the timeline kept one), so re-routing and merges read a time.
UPDATE "leads" SET "assigned_at" = coalesce(
  (SELECT max(e.created_at) FROM lead_events e WHERE e.lead_id = leads.id AND e.type = 'assignment'),
  leads.created_at
) WHERE "assignee_id" IS NOT NULL;
--> statement-breakpoint
-- Outcomes logged before they named their attempt: the one just before them (same lead,
-- channel and person) is theirs, so the timeline does not offer to log it again.
UPDATE "lead_events" AS outcome SET "data" = outcome.data || jsonb_build_object('attemptId', (
  SELECT attempt.id FROM lead_events attempt
  WHERE attempt.lead_id = outcome.lead_id AND attempt.type = 'attempt'
    AND attempt.data->>'channel' = outcome.data->>'channel'
    AND attempt.actor_id IS NOT DISTINCT FROM outcome.actor_id
    AND attempt.created_at <= outcome.created_at
  ORDER BY attempt.created_at DESC LIMIT 1
)) WHERE outcome.type = 'outcome' AND NOT (outcome.data ? 'attemptId') AND EXISTS (
  SELECT 1 FROM lead_events attempt
  WHERE attempt.lead_id = outcome.lead_id AND attempt.type = 'attempt'
    AND attempt.data->>'channel' = outcome.data->>'channel'
    AND attempt.actor_id IS NOT DISTINCT FROM outcome.actor_id
    AND attempt.created_at <= outcome.created_at
);
