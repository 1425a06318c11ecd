-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "actor_label" TEXT,
ADD COLUMN     "target_label" TEXT;

-- Backfill (lib/audit/labels.ts spells the same rules). Entries written from
-- now on snapshot their labels at write time; older ones get the words their
-- actor and target have now, where those still exist (joins), else what the
-- entry itself recorded (a failed sign-in's email, a deleted user's email, a
-- bulk operation's count), else stay null and the screen shows the ids.

-- Who acted: the name, else the email, else the id.
UPDATE "audit_logs" AS a
SET "actor_label" = COALESCE(NULLIF(concat_ws(' ', NULLIF(btrim(u."first_name"), ''), NULLIF(btrim(u."last_name"), '')), ''), NULLIF(btrim(u."email"), ''), u."id")
FROM "users" AS u
WHERE a."actor_id" = u."id";

-- A user acted on: "First Last (email)", either alone, else the id.
UPDATE "audit_logs" AS a
SET "target_label" = CASE WHEN l."name" IS NOT NULL AND l."email" IS NOT NULL THEN l."name" || ' (' || l."email" || ')' ELSE COALESCE(l."name", l."email", u."id") END
FROM "users" AS u
CROSS JOIN LATERAL (
  SELECT NULLIF(concat_ws(' ', NULLIF(btrim(u."first_name"), ''), NULLIF(btrim(u."last_name"), '')), '') AS "name", NULLIF(btrim(u."email"), '') AS "email"
) AS l
WHERE a."target_type" = 'user' AND a."target_id" = u."id";

UPDATE "audit_logs"
SET "target_label" = "details"->>'email'
WHERE "target_label" IS NULL AND "action" IN ('auth.sign_in_failed', 'user.delete') AND jsonb_typeof("details"->'email') = 'string';

-- The other kinds by their name or title.
UPDATE "audit_logs" AS a
SET "target_label" = t."label"
FROM (
  SELECT 'contact' AS "type", "id", NULLIF(concat_ws(' ', NULLIF(btrim("first_name"), ''), NULLIF(btrim("last_name"), '')), '') AS "label" FROM "contacts"
  UNION ALL SELECT 'company', "id", "name" FROM "companies"
  UNION ALL SELECT 'deal', "id", "title" FROM "deals"
  UNION ALL SELECT 'activity', "id", "title" FROM "activities"
  UNION ALL SELECT 'roadmap_item', "id", "title" FROM "roadmap_items"
  UNION ALL SELECT 'shop_item', "id", "name" FROM "shop_items"
  UNION ALL SELECT 'feature_toggle', "feature_key", "feature_name" FROM "feature_toggles"
) AS t
WHERE a."target_type" = t."type" AND a."target_id" = t."id";

-- A purchase: "buyer – item", the buyer as an actor is named.
UPDATE "audit_logs" AS a
SET "target_label" = COALESCE(NULLIF(concat_ws(' ', NULLIF(btrim(u."first_name"), ''), NULLIF(btrim(u."last_name"), '')), ''), NULLIF(btrim(u."email"), ''), u."id") || ' – ' || s."name"
FROM "user_purchases" AS p
JOIN "users" AS u ON u."id" = p."user_id"
JOIN "shop_items" AS s ON s."id" = p."shop_item_id"
WHERE a."target_type" = 'purchase' AND a."target_id" = p."id";

-- Bulk operations: "3 users", from the count the entry recorded.
UPDATE "audit_logs" AS a
SET "target_label" = to_char(b."count", 'FM999,999,999,990') || ' ' || CASE WHEN b."count" = 1 THEN b."one" ELSE b."many" END
FROM (
  SELECT e."id", (e."details"->>k."field")::numeric::bigint AS "count", k."one", k."many"
  FROM "audit_logs" AS e
  JOIN (VALUES
    ('user.bulk_delete', 'deleted', 'user', 'users'),
    ('channel.bulk_delete', 'deleted', 'channel', 'channels'),
    ('roadmap_item.bulk_delete', 'deleted', 'roadmap item', 'roadmap items'),
    ('shop_item.bulk_delete', 'deleted', 'shop item', 'shop items'),
    ('purchase.bulk_delete', 'count', 'purchase', 'purchases')
  ) AS k("action", "field", "one", "many") ON k."action" = e."action"
  WHERE jsonb_typeof(e."details"->k."field") = 'number'
) AS b
WHERE a."id" = b."id";

UPDATE "audit_logs"
SET "target_label" = jsonb_array_length("details"->'after') || CASE WHEN jsonb_array_length("details"->'after') = 1 THEN ' roadmap item' ELSE ' roadmap items' END
WHERE "action" = 'roadmap_item.reorder' AND jsonb_typeof("details"->'after') = 'array';

-- Last, so the backfill above does not maintain it row by row.
-- CreateIndex
CREATE INDEX "audit_logs_target_label_trgm_idx" ON "audit_logs" USING GIN ("target_label" gin_trgm_ops);
