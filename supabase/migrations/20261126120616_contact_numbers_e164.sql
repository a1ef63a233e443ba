-- Project phone and WhatsApp numbers in E.164, as the admin form now stores them (lib/validation/phone.ts
-- contactNumber): an Egyptian mobile in any form, a number with + or 00 first, or bare digits
-- starting with a country code. Anything else stays as typed; the form asks for it on the next save.
CREATE OR REPLACE FUNCTION pg_temp.e164(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN compact ~ '^(\+20|0020|20|0)?1[0125][0-9]{8}$' THEN '+20' || right(compact, 10)
    WHEN compact ~ '^(\+|00)[1-9][0-9]{7,14}$' THEN '+' || regexp_replace(compact, '^(\+|00)', '')
    WHEN compact ~ '^[1-9][0-9]{10,14}$' THEN '+' || compact
    ELSE value
  END
  FROM (SELECT regexp_replace(translate(value, '٠١٢٣٤٥٦٧٨٩', '0123456789'), '[[:space:]().-]', '', 'g') AS compact) AS typed
$$;
--> statement-breakpoint
UPDATE projects SET whatsapp_number = pg_temp.e164(whatsapp_number) WHERE whatsapp_number IS NOT NULL;
--> statement-breakpoint
UPDATE projects SET contact_phone = pg_temp.e164(contact_phone) WHERE contact_phone IS NOT NULL;
