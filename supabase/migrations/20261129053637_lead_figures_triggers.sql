-- Issue 40 §2: the lead report's and the admin home's figures per Cairo day (lead_day_figures,
-- lead_day_response_minutes), kept by statement triggers on leads in the transaction of every
-- change: a form's lead, automatic assignment's one statement, a stage move, a reassignment, a
-- merge (its lead deleted), an unmerge, an erasure, a project or account removed (their leads'
-- ids set to null). What a lead counts for is defined once, in the two functions below; the
-- triggers add a changed lead's new parts and take its old ones away; masar_rebuild_lead_figures
-- recounts everything from the leads (`npm run db:rebuild-figures`).

-- One row per grouping for a lead: the day and grouping it falls in, and what it counts.
CREATE FUNCTION masar_lead_figure_parts(l leads) RETURNS TABLE (
  day date, dim text, key text, leads int, answered int, with_due int, within_target int,
  waiting_new int, contacted int, qualified int, viewing int, won int, won_value bigint,
  answered_on_lead int, qualified_at int, won_at int
) LANGUAGE sql STABLE AS $$
  SELECT (l.created_at AT TIME ZONE 'Africa/Cairo')::date, g.dim, g.key, 1,
    (l.first_response_at IS NOT NULL)::int,
    (l.response_due_at IS NOT NULL)::int,
    coalesce(l.first_response_at <= l.response_due_at, false)::int,
    (l.status = 'new' AND l.first_response_at IS NULL)::int,
    (l.contacted_at IS NOT NULL OR l.status IN ('contacted', 'qualified', 'viewing', 'won'))::int,
    (l.qualified_at IS NOT NULL OR l.status IN ('qualified', 'viewing', 'won'))::int,
    (l.viewing_booked_at IS NOT NULL OR l.status IN ('viewing', 'won'))::int,
    (l.won_at IS NOT NULL OR l.status = 'won')::int,
    CASE WHEN l.won_at IS NOT NULL OR l.status = 'won' THEN coalesce(l.won_value_egp, 0) ELSE 0 END,
    (l.completed_at IS NOT NULL OR l.source = 'consultation')::int,
    (l.qualified_at IS NOT NULL)::int,
    (l.won_at IS NOT NULL)::int
  FROM (VALUES
    ('rep', l.assignee_id::text),
    ('hour', extract(hour FROM l.created_at AT TIME ZONE 'Africa/Cairo')::int::text),
    ('project', l.project_id::text),
    ('source', l.utm_source::text),
    ('campaign', l.utm_campaign::text),
    ('channel', CASE
      WHEN l.gclid IS NOT NULL OR l.gbraid IS NOT NULL OR l.wbraid IS NOT NULL THEN 'Google Ads click'
      WHEN l.utm_source IS NOT NULL THEN l.utm_source::text
      ELSE 'Direct' END)
  ) AS g (dim, key)
$$;
--> statement-breakpoint
-- An answered lead's minutes to its first response, per rep and per hour of arrival: a bucket a
-- minute wide below a day, an hour wide from there (what the pages show: minutes, then hours).
CREATE FUNCTION masar_lead_response_parts(l leads) RETURNS TABLE (
  day date, dim text, key text, bucket int, leads int, micros bigint
) LANGUAGE sql STABLE AS $$
  SELECT (l.created_at AT TIME ZONE 'Africa/Cairo')::date, g.dim, g.key,
    CASE WHEN m.micros < 86400000000 THEN floor(m.micros / 60000000.0)
      ELSE floor(m.micros / 3600000000.0) * 60 END::int,
    1, m.micros
  FROM (SELECT round(extract(epoch FROM l.first_response_at - l.created_at) * 1000000)::bigint AS micros) m,
    (VALUES
      ('rep', l.assignee_id::text),
      ('hour', extract(hour FROM l.created_at AT TIME ZONE 'Africa/Cairo')::int::text)
    ) AS g (dim, key)
  WHERE l.first_response_at IS NOT NULL
$$;
--> statement-breakpoint
-- Adds what the statement's new rows count and takes away what its old rows counted. Groups in
-- key order, so two transactions lock the rows they share in the same order; rows back at zero
-- are removed. A statement that moves nothing counted (a note, a next action, an erasure, a
-- reminder's chase level) returns at once; the response-minute histogram is written only when
-- an answered lead is in the statement.
CREATE FUNCTION masar_lead_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_day_figures (day, dim, key, leads, answered, with_due, within_target, waiting_new, contacted, qualified, viewing, won, won_value, answered_on_lead, qualified_at, won_at)
    SELECT p.day, p.dim, p.key, sum(p.leads), sum(p.answered), sum(p.with_due), sum(p.within_target), sum(p.waiting_new), sum(p.contacted), sum(p.qualified), sum(p.viewing), sum(p.won), sum(p.won_value), sum(p.answered_on_lead), sum(p.qualified_at), sum(p.won_at)
    FROM new_rows n CROSS JOIN LATERAL masar_lead_figure_parts(n) p
    GROUP BY p.day, p.dim, p.key ORDER BY p.day, p.dim, p.key
    ON CONFLICT (day, dim, key) DO UPDATE SET leads = lead_day_figures.leads + excluded.leads, answered = lead_day_figures.answered + excluded.answered, with_due = lead_day_figures.with_due + excluded.with_due, within_target = lead_day_figures.within_target + excluded.within_target, waiting_new = lead_day_figures.waiting_new + excluded.waiting_new, contacted = lead_day_figures.contacted + excluded.contacted, qualified = lead_day_figures.qualified + excluded.qualified, viewing = lead_day_figures.viewing + excluded.viewing, won = lead_day_figures.won + excluded.won, won_value = lead_day_figures.won_value + excluded.won_value, answered_on_lead = lead_day_figures.answered_on_lead + excluded.answered_on_lead, qualified_at = lead_day_figures.qualified_at + excluded.qualified_at, won_at = lead_day_figures.won_at + excluded.won_at;
    IF EXISTS (SELECT 1 FROM new_rows WHERE first_response_at IS NOT NULL) THEN
    INSERT INTO lead_day_response_minutes (day, dim, key, bucket, leads, micros)
    SELECT p.day, p.dim, p.key, p.bucket, sum(p.leads), sum(p.micros)
    FROM new_rows n CROSS JOIN LATERAL masar_lead_response_parts(n) p
    GROUP BY p.day, p.dim, p.key, p.bucket ORDER BY p.day, p.dim, p.key, p.bucket
    ON CONFLICT (day, dim, key, bucket) DO UPDATE SET leads = lead_day_response_minutes.leads + excluded.leads, micros = lead_day_response_minutes.micros + excluded.micros;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO lead_day_figures (day, dim, key, leads, answered, with_due, within_target, waiting_new, contacted, qualified, viewing, won, won_value, answered_on_lead, qualified_at, won_at)
    SELECT p.day, p.dim, p.key, -sum(p.leads), -sum(p.answered), -sum(p.with_due), -sum(p.within_target), -sum(p.waiting_new), -sum(p.contacted), -sum(p.qualified), -sum(p.viewing), -sum(p.won), -sum(p.won_value), -sum(p.answered_on_lead), -sum(p.qualified_at), -sum(p.won_at)
    FROM old_rows n CROSS JOIN LATERAL masar_lead_figure_parts(n) p
    GROUP BY p.day, p.dim, p.key ORDER BY p.day, p.dim, p.key
    ON CONFLICT (day, dim, key) DO UPDATE SET leads = lead_day_figures.leads + excluded.leads, answered = lead_day_figures.answered + excluded.answered, with_due = lead_day_figures.with_due + excluded.with_due, within_target = lead_day_figures.within_target + excluded.within_target, waiting_new = lead_day_figures.waiting_new + excluded.waiting_new, contacted = lead_day_figures.contacted + excluded.contacted, qualified = lead_day_figures.qualified + excluded.qualified, viewing = lead_day_figures.viewing + excluded.viewing, won = lead_day_figures.won + excluded.won, won_value = lead_day_figures.won_value + excluded.won_value, answered_on_lead = lead_day_figures.answered_on_lead + excluded.answered_on_lead, qualified_at = lead_day_figures.qualified_at + excluded.qualified_at, won_at = lead_day_figures.won_at + excluded.won_at;
    IF EXISTS (SELECT 1 FROM old_rows WHERE first_response_at IS NOT NULL) THEN
    INSERT INTO lead_day_response_minutes (day, dim, key, bucket, leads, micros)
    SELECT p.day, p.dim, p.key, p.bucket, -sum(p.leads), -sum(p.micros)
    FROM old_rows n CROSS JOIN LATERAL masar_lead_response_parts(n) p
    GROUP BY p.day, p.dim, p.key, p.bucket ORDER BY p.day, p.dim, p.key, p.bucket
    ON CONFLICT (day, dim, key, bucket) DO UPDATE SET leads = lead_day_response_minutes.leads + excluded.leads, micros = lead_day_response_minutes.micros + excluded.micros;
    END IF;
    DELETE FROM lead_day_figures WHERE leads = 0 AND day IN (
      SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows);
    DELETE FROM lead_day_response_minutes WHERE leads = 0 AND day IN (
      SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows);
    RETURN NULL;
  END IF;
  -- UPDATE: only the rows whose counted columns changed.
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.assignee_id, o.project_id, o.utm_source, o.utm_campaign, o.gclid, o.gbraid, o.wbraid, o.status, o.source, o.first_response_at, o.response_due_at, o.contacted_at, o.qualified_at, o.viewing_booked_at, o.won_at, o.won_value_egp, o.completed_at) IS DISTINCT FROM (n.created_at, n.assignee_id, n.project_id, n.utm_source, n.utm_campaign, n.gclid, n.gbraid, n.wbraid, n.status, n.source, n.first_response_at, n.response_due_at, n.contacted_at, n.qualified_at, n.viewing_booked_at, n.won_at, n.won_value_egp, n.completed_at)) THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.assignee_id, o.project_id, o.utm_source, o.utm_campaign, o.gclid, o.gbraid, o.wbraid, o.status, o.source, o.first_response_at, o.response_due_at, o.contacted_at, o.qualified_at, o.viewing_booked_at, o.won_at, o.won_value_egp, o.completed_at) IS DISTINCT FROM (n.created_at, n.assignee_id, n.project_id, n.utm_source, n.utm_campaign, n.gclid, n.gbraid, n.wbraid, n.status, n.source, n.first_response_at, n.response_due_at, n.contacted_at, n.qualified_at, n.viewing_booked_at, n.won_at, n.won_value_egp, n.completed_at)
  )
    INSERT INTO lead_day_figures (day, dim, key, leads, answered, with_due, within_target, waiting_new, contacted, qualified, viewing, won, won_value, answered_on_lead, qualified_at, won_at)
    SELECT d.day, d.dim, d.key, sum(d.leads), sum(d.answered), sum(d.with_due), sum(d.within_target), sum(d.waiting_new), sum(d.contacted), sum(d.qualified), sum(d.viewing), sum(d.won), sum(d.won_value), sum(d.answered_on_lead), sum(d.qualified_at), sum(d.won_at)
    FROM (
      SELECT p.day, p.dim, p.key, p.leads, p.answered, p.with_due, p.within_target, p.waiting_new, p.contacted, p.qualified, p.viewing, p.won, p.won_value, p.answered_on_lead, p.qualified_at, p.won_at FROM new_rows n CROSS JOIN LATERAL masar_lead_figure_parts(n) p WHERE n.id IN (SELECT id FROM changed)
      UNION ALL
      SELECT p.day, p.dim, p.key, -p.leads, -p.answered, -p.with_due, -p.within_target, -p.waiting_new, -p.contacted, -p.qualified, -p.viewing, -p.won, -p.won_value, -p.answered_on_lead, -p.qualified_at, -p.won_at FROM old_rows o CROSS JOIN LATERAL masar_lead_figure_parts(o) p WHERE o.id IN (SELECT id FROM changed)
    ) d
    GROUP BY d.day, d.dim, d.key HAVING sum(d.leads) <> 0 OR sum(d.answered) <> 0 OR sum(d.with_due) <> 0 OR sum(d.within_target) <> 0 OR sum(d.waiting_new) <> 0 OR sum(d.contacted) <> 0 OR sum(d.qualified) <> 0 OR sum(d.viewing) <> 0 OR sum(d.won) <> 0 OR sum(d.won_value) <> 0 OR sum(d.answered_on_lead) <> 0 OR sum(d.qualified_at) <> 0 OR sum(d.won_at) <> 0 ORDER BY d.day, d.dim, d.key
    ON CONFLICT (day, dim, key) DO UPDATE SET leads = lead_day_figures.leads + excluded.leads, answered = lead_day_figures.answered + excluded.answered, with_due = lead_day_figures.with_due + excluded.with_due, within_target = lead_day_figures.within_target + excluded.within_target, waiting_new = lead_day_figures.waiting_new + excluded.waiting_new, contacted = lead_day_figures.contacted + excluded.contacted, qualified = lead_day_figures.qualified + excluded.qualified, viewing = lead_day_figures.viewing + excluded.viewing, won = lead_day_figures.won + excluded.won, won_value = lead_day_figures.won_value + excluded.won_value, answered_on_lead = lead_day_figures.answered_on_lead + excluded.answered_on_lead, qualified_at = lead_day_figures.qualified_at + excluded.qualified_at, won_at = lead_day_figures.won_at + excluded.won_at;
  WITH changed AS (
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.assignee_id, o.first_response_at) IS DISTINCT FROM (n.created_at, n.assignee_id, n.first_response_at)
  )
    INSERT INTO lead_day_response_minutes (day, dim, key, bucket, leads, micros)
    SELECT d.day, d.dim, d.key, d.bucket, sum(d.leads), sum(d.micros)
    FROM (
      SELECT p.day, p.dim, p.key, p.bucket, p.leads, p.micros FROM new_rows n CROSS JOIN LATERAL masar_lead_response_parts(n) p WHERE n.id IN (SELECT id FROM changed)
      UNION ALL
      SELECT p.day, p.dim, p.key, p.bucket, -p.leads, -p.micros FROM old_rows o CROSS JOIN LATERAL masar_lead_response_parts(o) p WHERE o.id IN (SELECT id FROM changed)
    ) d
    GROUP BY d.day, d.dim, d.key, d.bucket HAVING sum(d.leads) <> 0 OR sum(d.micros) <> 0 ORDER BY d.day, d.dim, d.key, d.bucket
    ON CONFLICT (day, dim, key, bucket) DO UPDATE SET leads = lead_day_response_minutes.leads + excluded.leads, micros = lead_day_response_minutes.micros + excluded.micros;
  DELETE FROM lead_day_figures WHERE leads = 0 AND day IN (
    SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows);
  DELETE FROM lead_day_response_minutes WHERE leads = 0 AND day IN (
    SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_figures_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION masar_lead_figures_apply();
--> statement-breakpoint
CREATE TRIGGER leads_figures_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION masar_lead_figures_apply();
--> statement-breakpoint
CREATE TRIGGER leads_figures_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION masar_lead_figures_apply();
--> statement-breakpoint
-- Every figure recounted from the leads, the leads locked against changes meanwhile (reads go
-- on). Returns the rows written.
CREATE FUNCTION masar_rebuild_lead_figures() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  written int;
  buckets int;
BEGIN
  LOCK TABLE leads IN SHARE MODE;
  DELETE FROM lead_day_figures;
  DELETE FROM lead_day_response_minutes;
  INSERT INTO lead_day_figures (day, dim, key, leads, answered, with_due, within_target, waiting_new, contacted, qualified, viewing, won, won_value, answered_on_lead, qualified_at, won_at)
  SELECT p.day, p.dim, p.key, sum(p.leads), sum(p.answered), sum(p.with_due), sum(p.within_target), sum(p.waiting_new), sum(p.contacted), sum(p.qualified), sum(p.viewing), sum(p.won), sum(p.won_value), sum(p.answered_on_lead), sum(p.qualified_at), sum(p.won_at)
  FROM leads l CROSS JOIN LATERAL masar_lead_figure_parts(l) p
  GROUP BY p.day, p.dim, p.key;
  GET DIAGNOSTICS written = ROW_COUNT;
  INSERT INTO lead_day_response_minutes (day, dim, key, bucket, leads, micros)
  SELECT p.day, p.dim, p.key, p.bucket, sum(p.leads), sum(p.micros)
  FROM leads l CROSS JOIN LATERAL masar_lead_response_parts(l) p
  GROUP BY p.day, p.dim, p.key, p.bucket;
  GET DIAGNOSTICS buckets = ROW_COUNT;
  RETURN written + buckets;
END
$$;
--> statement-breakpoint
SELECT masar_rebuild_lead_figures();
