ALTER TABLE "project_translations" ADD COLUMN "location" varchar(120);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "delivery_year" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "down_payment_percent" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "installment_years" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_delivery_year_range" CHECK ("projects"."delivery_year" BETWEEN 2000 AND 2100);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_down_payment_range" CHECK ("projects"."down_payment_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_installment_years_range" CHECK ("projects"."installment_years" BETWEEN 0 AND 30);