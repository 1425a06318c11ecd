-- Saved views' audit entries written before their names and queries were left out
-- (docs/decisions/saved-views.md) still held them: the view's name as
-- the entry's label, and its name, query (state) and owner in before and after. Every
-- admin reads the audit log, and a private view's name and query are its owner's notes.
-- Those entries are rewritten as new ones are written: before and after keep the list
-- and the sharing only, and the label is words made of them. Running it again changes
-- nothing.

-- Before and after: only listKey and shared (a delete's after, null, stays null).
CREATE OR REPLACE FUNCTION "pg_temp"."audited_view_fields"(fields jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(fields) = 'object'
    THEN (SELECT coalesce(jsonb_object_agg(f."key", f."value"), '{}'::jsonb) FROM jsonb_each(fields) AS f
           WHERE f."key" IN ('listKey', 'shared'))
    ELSE fields END
$$;

-- The label new entries have: "Private view of the users list".
CREATE OR REPLACE FUNCTION "pg_temp"."audited_view_label"(fields jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (fields->>'shared')::boolean THEN 'Shared' ELSE 'Private' END
         || ' view of the ' || (fields->>'listKey') || ' list'
$$;

UPDATE "audit_logs"
SET "details" = "details"
      || jsonb_build_object('before', "pg_temp"."audited_view_fields"("details"->'before'))
      || jsonb_build_object('after', "pg_temp"."audited_view_fields"("details"->'after'))
WHERE "action" IN ('saved_view.create', 'saved_view.update', 'saved_view.delete')
  AND jsonb_typeof("details") = 'object' AND "details" ? 'before' AND "details" ? 'after';

-- The label from the view as the entry left it (after), or as it was (a delete's before).
UPDATE "audit_logs"
SET "target_label" = "pg_temp"."audited_view_label"(
      CASE WHEN jsonb_typeof("details"->'after') = 'object' THEN "details"->'after' ELSE "details"->'before' END)
WHERE "action" IN ('saved_view.create', 'saved_view.update', 'saved_view.delete')
  AND (CASE WHEN jsonb_typeof("details"->'after') = 'object' THEN "details"->'after' ELSE "details"->'before' END)
      ->>'listKey' IS NOT NULL;

-- A default's entry names only the list and the view's id: the label comes from the view if it is still there,
-- else from the view's latest entry that says its sharing, else from the list alone.
UPDATE "audit_logs" AS e
SET "target_label" = coalesce(
      (SELECT "pg_temp"."audited_view_label"(jsonb_build_object('listKey', v."list_key", 'shared', v."shared"))
         FROM "saved_views" AS v WHERE v."id" = e."target_id"),
      (SELECT "pg_temp"."audited_view_label"(
                CASE WHEN jsonb_typeof(o."details"->'after') = 'object' THEN o."details"->'after' ELSE o."details"->'before' END)
         FROM "audit_logs" AS o
        WHERE o."target_type" = 'saved_view' AND o."target_id" = e."target_id"
          AND o."action" IN ('saved_view.create', 'saved_view.update', 'saved_view.delete')
        ORDER BY o."created_at" DESC LIMIT 1),
      'View of the ' || (e."details"->>'list') || ' list')
WHERE e."action" = 'saved_view.set_default' AND e."target_id" IS NOT NULL;
