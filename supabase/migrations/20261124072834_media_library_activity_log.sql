CREATE TYPE "public"."media_kind" AS ENUM('image', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."media_status" AS ENUM('ready', 'pending', 'failed');--> statement-breakpoint
CREATE TABLE "project_gallery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"caption_en" varchar(200),
	"caption_ar" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_gallery_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_name" varchar(255),
	"entity_type" varchar(30) NOT NULL,
	"entity_id" text,
	"entity_label" varchar(300),
	"action" varchar(30) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "media_kind" NOT NULL,
	"status" "media_status" DEFAULT 'ready' NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"source_type" varchar(50),
	"byte_size" integer,
	"width" integer,
	"height" integer,
	"alt_en" varchar(200),
	"alt_ar" varchar(200),
	"source_url" text,
	"import_error" text,
	"created_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "logo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "hero_media_id" uuid;--> statement-breakpoint
ALTER TABLE "project_translations" ADD COLUMN "whatsapp_message" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "thumbnail_media_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hero_media_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_large_media_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "masterplan_media_id" uuid;--> statement-breakpoint
ALTER TABLE "project_units" ADD COLUMN "image_media_id" uuid;--> statement-breakpoint
ALTER TABLE "project_units" ADD COLUMN "floorplan_media_id" uuid;--> statement-breakpoint
ALTER TABLE "project_units" ADD COLUMN "price_egp" bigint;--> statement-breakpoint
ALTER TABLE "project_units" ADD COLUMN "down_payment_egp" bigint;--> statement-breakpoint
ALTER TABLE "project_units" ADD COLUMN "monthly_installment_egp" bigint;--> statement-breakpoint
ALTER TABLE "project_gallery_items" ADD CONSTRAINT "project_gallery_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_gallery_items" ADD CONSTRAINT "project_gallery_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_gallery_items_project_idx" ON "project_gallery_items" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "media_live_created_idx" ON "media" USING btree ("created_at") WHERE deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_hero_media_id_media_id_fk" FOREIGN KEY ("hero_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_thumbnail_media_id_media_id_fk" FOREIGN KEY ("thumbnail_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hero_media_id_media_id_fk" FOREIGN KEY ("hero_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_logo_large_media_id_media_id_fk" FOREIGN KEY ("logo_large_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_masterplan_media_id_media_id_fk" FOREIGN KEY ("masterplan_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_floorplan_media_id_media_id_fk" FOREIGN KEY ("floorplan_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_prices_min" CHECK ("project_units"."price_egp" >= 0 AND "project_units"."down_payment_egp" >= 0 AND "project_units"."monthly_installment_egp" >= 0);