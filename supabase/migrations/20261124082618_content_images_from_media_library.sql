-- Every image address typed into content before the media library becomes a library item:
-- one per distinct address, waiting ('pending') for the server to import its file
-- (lib/media/import-pending-media.ts, at start and on first request), with alt text written
-- from the record that shows it. Then the content rows point at the items by id.
CREATE TEMPORARY TABLE legacy_images AS
SELECT url, alt_en, alt_ar, priority FROM (
  SELECT d.logo_url AS url, coalesce(en.name, d.slug) || ' logo' AS alt_en,
         'شعار ' || coalesce(ar.name, en.name, d.slug) AS alt_ar, 1 AS priority
    FROM developers d
    LEFT JOIN developer_translations en ON en.developer_id = d.id AND en.locale = 'en'
    LEFT JOIN developer_translations ar ON ar.developer_id = d.id AND ar.locale = 'ar'
  UNION ALL
  SELECT d.hero_bg_url, coalesce(en.name, d.slug), coalesce(ar.name, en.name, d.slug), 2
    FROM developers d
    LEFT JOIN developer_translations en ON en.developer_id = d.id AND en.locale = 'en'
    LEFT JOIN developer_translations ar ON ar.developer_id = d.id AND ar.locale = 'ar'
  UNION ALL
  SELECT x.url, x.alt_en, x.alt_ar, x.priority FROM projects p
    LEFT JOIN project_translations en ON en.project_id = p.id AND en.locale = 'en'
    LEFT JOIN project_translations ar ON ar.project_id = p.id AND ar.locale = 'ar'
    CROSS JOIN LATERAL (VALUES
      (p.logo_url, coalesce(en.title, p.slug) || ' logo', 'شعار ' || coalesce(ar.title, en.title, p.slug), 3),
      (p.logo_url_large, coalesce(en.title, p.slug) || ' logo', 'شعار ' || coalesce(ar.title, en.title, p.slug), 4),
      (p.hero_bg_url, coalesce(en.title, p.slug), coalesce(ar.title, en.title, p.slug), 5),
      (p.thumbnail_url, coalesce(en.title, p.slug), coalesce(ar.title, en.title, p.slug), 6),
      (p.masterplan_image_url, coalesce(en.title, p.slug) || ' master plan', 'المخطط العام لـ' || coalesce(ar.title, en.title, p.slug), 7)
    ) AS x(url, alt_en, alt_ar, priority)
  UNION ALL
  SELECT x.url, x.alt_en, x.alt_ar, x.priority FROM project_units u
    LEFT JOIN unit_translations en ON en.unit_id = u.id AND en.locale = 'en'
    LEFT JOIN unit_translations ar ON ar.unit_id = u.id AND ar.locale = 'ar'
    CROSS JOIN LATERAL (VALUES
      (u.image_url, coalesce(en.title, u.unit_type), coalesce(ar.title, en.title, u.unit_type), 8),
      (u.floorplan_url, coalesce(en.title, u.unit_type) || ' floor plan', 'مخطط ' || coalesce(ar.title, en.title, u.unit_type), 9)
    ) AS x(url, alt_en, alt_ar, priority)
) typed
WHERE url IS NOT NULL AND btrim(url) <> '';
--> statement-breakpoint
INSERT INTO media (kind, status, original_name, alt_en, alt_ar, source_url)
SELECT DISTINCT ON (url)
  CASE WHEN url ~* '\.pdf([?#].*)?$' THEN 'pdf'::media_kind ELSE 'image'::media_kind END,
  'pending',
  left(coalesce(nullif(regexp_replace(regexp_replace(url, '[?#].*$', ''), '^.*/', ''), ''), 'image'), 255),
  left(alt_en, 200), left(alt_ar, 200), url
FROM legacy_images
ORDER BY url, priority;
--> statement-breakpoint
UPDATE developers SET logo_media_id = (SELECT id FROM media WHERE source_url = logo_url LIMIT 1),
  hero_media_id = (SELECT id FROM media WHERE source_url = hero_bg_url LIMIT 1);
--> statement-breakpoint
UPDATE projects SET logo_media_id = (SELECT id FROM media WHERE source_url = logo_url LIMIT 1),
  thumbnail_media_id = (SELECT id FROM media WHERE source_url = thumbnail_url LIMIT 1),
  hero_media_id = (SELECT id FROM media WHERE source_url = hero_bg_url LIMIT 1),
  logo_large_media_id = (SELECT id FROM media WHERE source_url = logo_url_large LIMIT 1),
  masterplan_media_id = (SELECT id FROM media WHERE source_url = masterplan_image_url LIMIT 1);
--> statement-breakpoint
UPDATE project_units SET image_media_id = (SELECT id FROM media WHERE source_url = image_url LIMIT 1),
  floorplan_media_id = (SELECT id FROM media WHERE source_url = floorplan_url LIMIT 1);
--> statement-breakpoint
DROP TABLE legacy_images;
--> statement-breakpoint
ALTER TABLE "developers" ALTER COLUMN "logo_media_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "logo_media_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "thumbnail_media_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" DROP COLUMN "logo_url";--> statement-breakpoint
ALTER TABLE "developers" DROP COLUMN "hero_bg_url";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "logo_url";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "thumbnail_url";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "hero_bg_url";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "logo_url_large";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "masterplan_image_url";--> statement-breakpoint
ALTER TABLE "project_units" DROP COLUMN "image_url";--> statement-breakpoint
ALTER TABLE "project_units" DROP COLUMN "floorplan_url";