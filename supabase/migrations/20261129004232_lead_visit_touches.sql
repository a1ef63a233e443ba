ALTER TABLE "leads" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_touch_at" timestamp with time zone;