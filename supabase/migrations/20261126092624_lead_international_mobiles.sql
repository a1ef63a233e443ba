-- A generated column's source cannot change type: search_text (and its indexes) is dropped,
-- the mobiles widened for international numbers in E.164, then search_text made again.
DROP INDEX "leads_search_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_name_sort_idx";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "mobile_local" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "mobile_international" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(full_name || ' ' || email, 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه')) || ' ' || regexp_replace(translate(coalesce(mobile_local, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g') || ' ' || regexp_replace(translate(coalesce(phone, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_name_sort_idx" ON "leads" USING btree ("search_text","created_at","id");