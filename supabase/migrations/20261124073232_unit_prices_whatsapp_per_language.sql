-- Content written as free text before this release, carried into the structured columns.
-- 1. Unit prices: one number in EGP per unit, read from the English price text, else the Arabic
--    one (the rules of lib/pricing/parse-price.ts: "EGP 9,800,000", "9.8M", "9,8 مليون", Arabic
--    digits; a bare number under 1,000 without a currency word is in millions).
CREATE FUNCTION masar_legacy_egp(raw text) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  t text;
  m text[];
  n numeric;
  rest text;
BEGIN
  IF raw IS NULL THEN RETURN NULL; END IF;
  t := translate(raw, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٬،٫', '01234567890123456789,,.');
  m := regexp_match(t, '([0-9][0-9,]*(\.[0-9]+)?)(.*)$');
  IF m IS NULL THEN RETURN NULL; END IF;
  IF m[1] ~ '^[0-9]+,[0-9]{1,2}$' THEN
    n := replace(m[1], ',', '.')::numeric; -- "12,5": a decimal comma
  ELSE
    n := replace(rtrim(m[1], ','), ',', '')::numeric;
  END IF;
  rest := lower(m[3]);
  IF rest ~ '^\s*(billions?|bn|b(?![a-z])|مليار)' THEN n := n * 1000000000;
  ELSIF rest ~ '^\s*(millions?|mln|mn|mio|m(?![a-z])|مليون|ملايين)' THEN n := n * 1000000;
  ELSIF rest ~ '^\s*(thousands?|k(?![a-z])|ألف|الف|آلاف|ألاف)' THEN n := n * 1000;
  ELSIF n > 0 AND n < 1000 AND t !~* '(egp|l\.?e(?![a-z])|pounds?|جنيه|ج\.?\s*م|£)' THEN n := n * 1000000;
  END IF;
  RETURN round(n)::bigint;
END
$$;
--> statement-breakpoint
UPDATE "project_units" u SET "price_egp" = coalesce(
  (SELECT masar_legacy_egp(t."price_value") FROM "unit_translations" t WHERE t."unit_id" = u."id" AND t."locale" = 'en'),
  (SELECT masar_legacy_egp(t."price_value") FROM "unit_translations" t WHERE t."unit_id" = u."id" AND t."locale" = 'ar')
) WHERE u."price_egp" IS NULL;
--> statement-breakpoint
DROP FUNCTION masar_legacy_egp(text);
--> statement-breakpoint
-- 2. The project's "from" price now follows its units: drop it from the typed key info
--    ("Apartments · From EGP 9.8M · Delivery 2028" → "Apartments · Delivery 2028").
UPDATE "project_translations" SET "key_info" = btrim(regexp_replace(regexp_replace(regexp_replace("key_info",
  '\s*·\s*(starting from|from|تبدأ من|يبدأ من|ابتداءً من|ابتداء من)\s+[^·]*[0-9٠-٩][^·]*', '', 'gi'),
  '^\s*(starting from|from|تبدأ من|يبدأ من|ابتداءً من|ابتداء من)\s+[^·]*[0-9٠-٩][^·]*·\s*', '', 'i'),
  '\s*·\s*', ' · ', 'g'))
WHERE "key_info" ~* '(from|تبدأ من|يبدأ من|ابتداء)';
--> statement-breakpoint
-- 3. One WhatsApp message per language: the old single message goes to the language it is
--    written in; the other language uses the site's default message until staff write one.
UPDATE "project_translations" t SET "whatsapp_message" = p."whatsapp_message"
FROM "projects" p
WHERE p."id" = t."project_id" AND p."whatsapp_message" IS NOT NULL AND btrim(p."whatsapp_message") <> ''
  AND t."locale" = CASE WHEN p."whatsapp_message" ~ '[؀-ۿ]' THEN 'ar'::locale ELSE 'en'::locale END;
--> statement-breakpoint
-- 4. Location highlights as { icon, label, value } with an icon from the visible set (older
--    rows hold plain strings or parts as { text }); rows without a label are dropped.
UPDATE "project_sections" s SET "location_highlights" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('icon', h.icon, 'label', h.label, 'value', h.value) ORDER BY h.ord)
  FROM (
    SELECT e.ord,
      CASE WHEN x.icon IN ('map-pin','plane','car','train','school','graduation-cap','hospital',
        'shopping-bag','utensils','trees','waves','sun','building','landmark','dumbbell','clock')
        THEN x.icon ELSE 'map-pin' END AS icon,
      btrim(x.label) AS label, btrim(coalesce(x.value, '')) AS value
    FROM jsonb_array_elements(s."location_highlights") WITH ORDINALITY AS e(item, ord)
    CROSS JOIN LATERAL (SELECT
      CASE jsonb_typeof(e.item->'icon') WHEN 'string' THEN e.item->>'icon' WHEN 'object' THEN e.item->'icon'->>'text' END AS icon,
      CASE jsonb_typeof(e.item) WHEN 'string' THEN e.item#>>'{}' ELSE
        CASE jsonb_typeof(e.item->'label') WHEN 'string' THEN e.item->>'label' WHEN 'object' THEN e.item->'label'->>'text' END END AS label,
      CASE jsonb_typeof(e.item->'value') WHEN 'string' THEN e.item->>'value' WHEN 'object' THEN e.item->'value'->>'text' END AS value
    ) x
    WHERE coalesce(btrim(x.label), '') <> ''
  ) h
), '[]'::jsonb)
WHERE jsonb_typeof(s."location_highlights") = 'array' AND jsonb_array_length(s."location_highlights") > 0;
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "whatsapp_message";--> statement-breakpoint
ALTER TABLE "unit_translations" DROP COLUMN "price_value";