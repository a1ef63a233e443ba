-- Issue 36: parts of the statement that stores a group of automatically assigned leads, as
-- plpgsql functions, whose plans each connection keeps: inline, they were planned anew with
-- every group, which cost more than running them on the embedded database. Only small tables
-- (staff, their devices) are read here: a plan kept for a table that grows would go stale.

-- Who can take leads: staff holding one of `roles` (lib/auth/permissions.ts' LEAD_ROLES),
-- active, not away, able to sign in.
CREATE FUNCTION masar_lead_staff(roles text[]) RETURNS TABLE (id text, name text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT DISTINCT u.id, u.name FROM users u
    JOIN user_roles r ON r.user_id = u.id
    WHERE r.role::text = ANY (roles) AND u.deactivated_at IS NULL AND u.away_since IS NULL
      AND EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.password IS NOT NULL);
END
$$;
--> statement-breakpoint
-- Whether a "New lead" push for `person` is queued: active staff with a device who have not
-- turned pushes off; a rotation's push (nobody has the lead) also skips the away.
CREATE FUNCTION masar_push_wanted(person text, rotation boolean) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM users u WHERE u.id = person AND u.deactivated_at IS NULL
    AND (NOT rotation OR u.away_since IS NULL)
    AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role <> 'user')
    AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id)
    AND NOT EXISTS (SELECT 1 FROM push_settings p WHERE p.user_id = u.id AND NOT p.enabled));
END
$$;
--> statement-breakpoint
-- Stops the statement that stores a group of leads routed from what a process remembers
-- (lib/leads/store-assigned-leads.ts) unless that still holds: every remembered rotation moved
-- (`still`, with the statement's own checks of the leads) and the same staff can take leads
-- under the same names (`staff`, as lib/lead-routing/routing-memo.ts writes it). The leads are
-- checked in the statement, not here (see above).
CREATE FUNCTION masar_routing_holds(still boolean, staff text, roles text[]) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF still IS NOT TRUE OR staff IS DISTINCT FROM (SELECT coalesce(string_agg(s.id || ' ' ||
      s.name, E'\n' ORDER BY s.id COLLATE "C"), '') FROM masar_lead_staff(roles) s) THEN
    RAISE EXCEPTION 'routing changed since it was remembered' USING ERRCODE = 'MA001';
  END IF;
  RETURN true;
END
$$;
--> statement-breakpoint
-- Replaced by masar_routing_holds.
DROP FUNCTION masar_routing_unchanged(boolean);
