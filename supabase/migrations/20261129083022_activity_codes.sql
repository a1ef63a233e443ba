-- Issue 41 §2: the activity log records codes and words them in its reader's language. Entries
-- written before kept some values as English words: a lead's stage and lost reason, a staff
-- member's role, an Arabic-name change under the field 'Arabic name', and the name of a
-- setting. Each becomes the code the log records today.
WITH labels (entity_type, field, label, code) AS (
  VALUES
    ('lead', 'stage', 'New', 'new'),
    ('lead', 'stage', 'Contacted', 'contacted'),
    ('lead', 'stage', 'Qualified', 'qualified'),
    ('lead', 'stage', 'Viewing', 'viewing'),
    ('lead', 'stage', 'Won', 'won'),
    ('lead', 'stage', 'Lost', 'lost'),
    ('lead', 'lostReason', 'Could not reach them', 'unreachable'),
    ('lead', 'lostReason', 'Budget does not fit', 'budget'),
    ('lead', 'lostReason', 'Location does not fit', 'location'),
    ('lead', 'lostReason', 'Not buying now', 'timing'),
    ('lead', 'lostReason', 'Bought elsewhere', 'bought_elsewhere'),
    ('lead', 'lostReason', 'No longer interested', 'not_interested'),
    ('lead', 'lostReason', 'Wrong or fake contact details', 'invalid_details'),
    ('lead', 'lostReason', 'Duplicate lead', 'duplicate'),
    ('lead', 'lostReason', 'Other', 'other'),
    ('staff', 'role', 'Admin', 'admin'),
    ('staff', 'role', 'Moderator', 'moderator'),
    ('staff', 'role', 'Sales rep', 'sales'),
    ('staff', 'role', 'User', 'user')
),
rewritten AS (
  SELECT entry.id,
    jsonb_agg(
      change.value
        || CASE WHEN change.value ->> 'field' = 'Arabic name'
             THEN '{"field": "nameAr"}'::jsonb ELSE '{}'::jsonb END
        || coalesce((
             SELECT jsonb_build_object('before', labels.code) FROM labels
             WHERE labels.entity_type = entry.entity_type
               AND labels.field = change.value ->> 'field'
               AND labels.label = change.value ->> 'before'), '{}'::jsonb)
        || coalesce((
             SELECT jsonb_build_object('after', labels.code) FROM labels
             WHERE labels.entity_type = entry.entity_type
               AND labels.field = change.value ->> 'field'
               AND labels.label = change.value ->> 'after'), '{}'::jsonb)
      ORDER BY change.position) AS changes
  FROM activity_log AS entry
  -- An entry's changes are a list; anything else is left as it is (never unpacked).
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(entry.changes) = 'array' THEN entry.changes ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS change (value, position)
  WHERE entry.entity_type IN ('lead', 'staff')
    AND entry.changes @> ANY (ARRAY[
      '[{"field": "stage"}]', '[{"field": "lostReason"}]', '[{"field": "role"}]',
      '[{"field": "Arabic name"}]'
    ]::jsonb[])
  GROUP BY entry.id
)
UPDATE activity_log SET changes = rewritten.changes
FROM rewritten
WHERE activity_log.id = rewritten.id AND activity_log.changes IS DISTINCT FROM rewritten.changes;
--> statement-breakpoint
-- A setting is named by its key (site, leads, lead-routing), worded when shown.
UPDATE activity_log SET entity_label = NULL
WHERE entity_type = 'settings' AND entity_id IN ('site', 'leads', 'lead-routing')
  AND entity_label IS NOT NULL;
