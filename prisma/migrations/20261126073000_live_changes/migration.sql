-- Live lists (issue 21): every committed batch of audit entries is announced on
-- the channel `panel_changes`, one message per record type, action and actor.
-- A message carries ids only (the browser refetches through the API, with its
-- access check); past 100 ids it carries none, meaning "refetch every list of
-- this type". NOTIFY is sent at commit, so a rolled-back change says nothing.
CREATE FUNCTION notify_panel_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT target_type, action, actor_id, max(actor_label) AS actor_label, count(*) AS entries,
           (array_agg(target_id) FILTER (WHERE target_id IS NOT NULL))[1:100] AS ids
    FROM inserted
    GROUP BY target_type, action, actor_id
  LOOP
    PERFORM pg_notify('panel_changes', json_build_object(
      'type', change.target_type,
      'action', change.action,
      'ids', CASE WHEN change.entries > 100 THEN NULL ELSE coalesce(to_json(change.ids), '[]'::json) END,
      'actorId', change.actor_id,
      'actorLabel', change.actor_label
    )::text);
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER audit_logs_notify_panel_changes
  AFTER INSERT ON audit_logs
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION notify_panel_changes();
