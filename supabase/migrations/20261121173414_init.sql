CREATE TYPE "public"."app_role" AS ENUM('admin', 'moderator', 'user');--> statement-breakpoint
CREATE TYPE "public"."unit_availability" AS ENUM('available', 'sold', 'reserved');--> statement-breakpoint
CREATE TYPE "public"."developer_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('en', 'ar');--> statement-breakpoint
CREATE TYPE "public"."publish_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "developer_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" varchar(50),
	"name" varchar(100) NOT NULL,
	"tagline" varchar(200),
	"description" varchar(1000),
	"seo_title" varchar(60),
	"meta_description" varchar(160),
	"og_title" varchar(60),
	"og_description" varchar(160),
	"about_heading" varchar(100),
	"projects_heading" varchar(100),
	"cta_label" varchar(50),
	"hero_paragraph" varchar(500),
	"about_paragraphs" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_translations_name_not_blank" CHECK (btrim("developer_translations"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "developer_translations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "developers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(50) NOT NULL,
	"logo_url" text NOT NULL,
	"hero_bg_url" text,
	"base_path" varchar(100),
	"seo_canonical_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" "developer_status" DEFAULT 'draft' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developers_slug_format" CHECK ("developers"."slug" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "developers_sort_order_range" CHECK ("developers"."sort_order" BETWEEN 0 AND 9999)
);
--> statement-breakpoint
ALTER TABLE "developers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"hero_headline" text,
	"hero_subheadline" text,
	"hero_cta_label" varchar(50),
	"units_heading" varchar(100),
	"units_subheading" text,
	"mid_cta_headline" text,
	"mid_cta_description" text,
	"mid_cta_button_label" varchar(50),
	"masterplan_heading" varchar(100),
	"masterplan_description" text,
	"location_heading" varchar(100),
	"location_paragraphs" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq_heading" varchar(100),
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calculator_heading" varchar(100),
	"calculator_cta" varchar(50),
	"exit_intent_heading" varchar(100),
	"exit_intent_message" text,
	"exit_intent_cta" varchar(50),
	"footer_cta_heading" varchar(100),
	"footer_cta_button" varchar(50),
	"footer_text" text,
	"form_heading" varchar(100),
	"form_description" text,
	"form_submit_label" varchar(50),
	"og_title" varchar(60),
	"og_description" varchar(160),
	"seo_title" varchar(60),
	"meta_description" varchar(160),
	"cross_sell_enabled" boolean DEFAULT false NOT NULL,
	"cross_sell_project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_sections_highlights_is_array" CHECK (jsonb_typeof("project_sections"."location_highlights") = 'array'),
	CONSTRAINT "project_sections_faqs_is_array" CHECK (jsonb_typeof("project_sections"."faqs") = 'array'),
	CONSTRAINT "project_sections_no_self_cross_sell" CHECK ("project_sections"."cross_sell_project_id" <> "project_sections"."project_id")
);
--> statement-breakpoint
ALTER TABLE "project_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_seo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"breadcrumb_data" jsonb,
	"organization_data" jsonb,
	"real_estate_listing_data" jsonb,
	"faq_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_seo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"key_info" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_translations_title_not_blank" CHECK (btrim("project_translations"."title") <> '')
);
--> statement-breakpoint
ALTER TABLE "project_translations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(100) NOT NULL,
	"developer_id" uuid NOT NULL,
	"status" "publish_status" DEFAULT 'draft' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"show_calculator" boolean DEFAULT true NOT NULL,
	"show_exit_intent" boolean DEFAULT true NOT NULL,
	"logo_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"hero_bg_url" text,
	"logo_url_large" text,
	"masterplan_image_url" text,
	"base_path" varchar(100) NOT NULL,
	"whatsapp_number" varchar(20),
	"whatsapp_message" text,
	"contact_phone" varchar(20),
	"contact_email" varchar(255),
	"map_latitude" double precision,
	"map_longitude" double precision,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_format" CHECK ("projects"."slug" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "projects_sort_order_min" CHECK ("projects"."sort_order" >= 0),
	CONSTRAINT "projects_latitude_range" CHECK ("projects"."map_latitude" BETWEEN -90 AND 90),
	CONSTRAINT "projects_longitude_range" CHECK ("projects"."map_longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"slug" varchar(100) NOT NULL,
	"unit_type" varchar(50) NOT NULL,
	"area_sqm" integer,
	"bedrooms" integer,
	"availability_status" "unit_availability" DEFAULT 'available' NOT NULL,
	"status" "publish_status" DEFAULT 'draft' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"floorplan_url" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_units_slug_format" CHECK ("project_units"."slug" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "project_units_unit_type_not_blank" CHECK (btrim("project_units"."unit_type") <> ''),
	CONSTRAINT "project_units_area_min" CHECK ("project_units"."area_sqm" >= 1),
	CONSTRAINT "project_units_bedrooms_min" CHECK ("project_units"."bedrooms" >= 0),
	CONSTRAINT "project_units_sort_order_min" CHECK ("project_units"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_units" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"price_label" varchar(100),
	"price_value" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_translations_title_not_blank" CHECK (btrim("unit_translations"."title") <> '')
);
--> statement-breakpoint
ALTER TABLE "unit_translations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" "app_role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_meta" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "developer_translations" ADD CONSTRAINT "developer_translations_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sections" ADD CONSTRAINT "project_sections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sections" ADD CONSTRAINT "project_sections_cross_sell_project_id_projects_id_fk" FOREIGN KEY ("cross_sell_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_seo" ADD CONSTRAINT "project_seo_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_translations" ADD CONSTRAINT "project_translations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_translations" ADD CONSTRAINT "unit_translations_unit_id_project_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."project_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "developer_translations_developer_locale_key" ON "developer_translations" USING btree ("developer_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "developers_slug_live_key" ON "developers" USING btree ("slug") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "developers_public_idx" ON "developers" USING btree ("is_active","status","sort_order") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "project_sections_project_locale_key" ON "project_sections" USING btree ("project_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "project_seo_project_locale_key" ON "project_seo" USING btree ("project_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "project_translations_project_locale_key" ON "project_translations" USING btree ("project_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_live_key" ON "projects" USING btree ("slug") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "projects_public_idx" ON "projects" USING btree ("is_active","status","sort_order") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "projects_developer_idx" ON "projects" USING btree ("developer_id","sort_order") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "project_units_project_slug_live_key" ON "project_units" USING btree ("project_id","slug") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "project_units_public_idx" ON "project_units" USING btree ("project_id","is_active","sort_order") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_translations_unit_locale_key" ON "unit_translations" USING btree ("unit_id","locale");--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_key" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");