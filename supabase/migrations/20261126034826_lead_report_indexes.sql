DROP INDEX "leads_created_at_idx";--> statement-breakpoint
CREATE INDEX "leads_created_report_idx" ON "leads" USING btree ("created_at","assignee_id","status","first_response_at","response_due_at","contacted_at","qualified_at","viewing_booked_at","won_at","won_value_egp","project_id","utm_source","utm_campaign");--> statement-breakpoint
CREATE INDEX "leads_project_status_idx" ON "leads" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "leads_unassigned_idx" ON "leads" USING btree ("status","created_at") WHERE assignee_id is null;