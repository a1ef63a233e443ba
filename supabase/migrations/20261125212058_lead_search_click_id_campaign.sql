CREATE INDEX "leads_gclid_idx" ON "leads" USING btree ("gclid");--> statement-breakpoint
CREATE INDEX "leads_utm_campaign_idx" ON "leads" USING btree (lower("utm_campaign"));