DROP INDEX "leads_viewing_date_idx";--> statement-breakpoint
CREATE INDEX "leads_viewing_date_idx" ON "leads" USING btree ("viewing_date") WHERE viewing_date is not null;