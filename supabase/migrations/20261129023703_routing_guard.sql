-- Leads routed from what a process remembers are written in one statement that checks the
-- memory still holds (lib/leads/store-lead.ts); when it does not, this stops the statement,
-- so nothing of it is written, and the process routes the group again from the database.
CREATE FUNCTION masar_routing_unchanged(still boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF still IS NOT TRUE THEN
    RAISE EXCEPTION 'routing changed since it was remembered' USING ERRCODE = 'MA001';
  END IF;
  RETURN true;
END
$$;
