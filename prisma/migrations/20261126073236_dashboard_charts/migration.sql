-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "won_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "daily_counts" (
    "metric" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "daily_counts_pkey" PRIMARY KEY ("metric","day","slot")
);

-- CreateTable
CREATE TABLE "pending_activity_counts" (
    "type" "activity_type" NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "pending_activity_counts_pkey" PRIMARY KEY ("type","slot")
);

-- CreateIndex
CREATE INDEX "deals_won_at_idx" ON "deals"("won_at");

-- Dashboard charts (docs/decisions.md "Dashboard charts (issue 21)").

-- daily_counts: rows per UTC day, kept by statement-level triggers so a bulk
-- insert or delete adds one upsert per day it touches, not one per row. The
-- slot spreads concurrent writers over sixteen rows per day, as user_counters
-- does (rows are upserted in day order, so two writers sharing a slot lock
-- them in the same order and cannot deadlock). created_at is never updated by the panel or the chat app, so inserts
-- and deletes (the trash's moves and restores included) are all that count.
CREATE FUNCTION "daily_counts_add"("counted" TEXT, "sign" INTEGER, "stamps" TIMESTAMP(3)[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "daily_counts" AS c ("metric", "day", "slot", "count")
  SELECT counted, stamp::date, pg_backend_pid() % 16, sign * count(*)
    FROM unnest(stamps) AS stamp GROUP BY stamp::date ORDER BY stamp::date
  ON CONFLICT ("metric", "day", "slot") DO UPDATE SET "count" = c."count" + EXCLUDED."count";
$$;

CREATE FUNCTION "daily_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "daily_counts_add"(TG_ARGV[0], 1, (SELECT array_agg(created_at) FROM new_rows WHERE id <> 'deleted-user-system'));
  RETURN NULL;
END $$;

CREATE FUNCTION "daily_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "daily_counts_add"(TG_ARGV[0], -1, (SELECT array_agg(created_at) FROM old_rows WHERE id <> 'deleted-user-system'));
  RETURN NULL;
END $$;

CREATE FUNCTION "daily_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "daily_counts" WHERE "metric" = TG_ARGV[0];
  RETURN NULL;
END $$;

CREATE TRIGGER "users_daily_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_counts_after_insert"('users');
CREATE TRIGGER "users_daily_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_counts_after_delete"('users');
CREATE TRIGGER "users_daily_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "daily_counts_after_truncate"('users');
CREATE TRIGGER "messages_daily_insert" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_counts_after_insert"('messages');
CREATE TRIGGER "messages_daily_delete" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_counts_after_delete"('messages');
CREATE TRIGGER "messages_daily_truncate" AFTER TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "daily_counts_after_truncate"('messages');

-- Start from the rows already there.
INSERT INTO "daily_counts" ("metric", "day", "slot", "count")
SELECT 'users', created_at::date, 0, count(*) FROM "users" WHERE id <> 'deleted-user-system' GROUP BY created_at::date;
INSERT INTO "daily_counts" ("metric", "day", "slot", "count")
SELECT 'messages', created_at::date, 0, count(*) FROM "messages" GROUP BY created_at::date;

-- pending_activity_counts: activities not yet completed, per type, kept the
-- same way; completing, reopening or retyping one is an update that moves it.
CREATE FUNCTION "pending_activities_add"("sign" INTEGER, "types" "activity_type"[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "pending_activity_counts" AS c ("type", "slot", "count")
  SELECT type, pg_backend_pid() % 16, sign * count(*) FROM unnest(types) AS type GROUP BY type ORDER BY type
  ON CONFLICT ("type", "slot") DO UPDATE SET "count" = c."count" + EXCLUDED."count";
$$;

CREATE FUNCTION "pending_activities_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pending_activities_add"(1, (SELECT array_agg(type) FROM new_rows WHERE NOT completed));
  RETURN NULL;
END $$;

CREATE FUNCTION "pending_activities_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pending_activities_add"(-1, (SELECT array_agg(type) FROM old_rows WHERE NOT completed));
  RETURN NULL;
END $$;

CREATE FUNCTION "pending_activities_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pending_activities_add"(-1, (SELECT array_agg(type) FROM old_rows WHERE NOT completed));
  PERFORM "pending_activities_add"(1, (SELECT array_agg(type) FROM new_rows WHERE NOT completed));
  RETURN NULL;
END $$;

CREATE FUNCTION "pending_activities_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pending_activity_counts";
  RETURN NULL;
END $$;

CREATE TRIGGER "activities_pending_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pending_activities_after_insert"();
CREATE TRIGGER "activities_pending_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pending_activities_after_delete"();
CREATE TRIGGER "activities_pending_update" AFTER UPDATE ON "activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pending_activities_after_update"();
CREATE TRIGGER "activities_pending_truncate" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "pending_activities_after_truncate"();

INSERT INTO "pending_activity_counts" ("type", "slot", "count")
SELECT type, 0, count(*) FROM "activities" WHERE NOT completed GROUP BY type;

-- The history holds no earlier win times: a won deal's last change is the best
-- estimate. Filled before the trigger exists, and without raising versions (no
-- admin made this change, so no open form should see a conflict).
ALTER TABLE "deals" DISABLE TRIGGER "deals_version";
UPDATE "deals" SET "won_at" = "updated_at" WHERE "stage" = 'closed-won';
ALTER TABLE "deals" ENABLE TRIGGER "deals_version";
UPDATE "trash" SET "record" = "record" || jsonb_build_object('won_at', "record"->'updated_at')
 WHERE "type" = 'deal' AND "record"->>'stage' = 'closed-won';

-- deals.won_at: set when a deal enters closed-won, cleared when it leaves, by
-- whatever statement moves it. A deal inserted as won (created so, or restored
-- from the trash) keeps the time its snapshot names, else its creation time.
CREATE FUNCTION "deals_set_won_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."stage" <> 'closed-won' THEN
    NEW."won_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."won_at" := COALESCE(NEW."won_at", NEW."created_at");
  ELSIF OLD."stage" <> 'closed-won' THEN
    NEW."won_at" := now();
  ELSE
    NEW."won_at" := OLD."won_at";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "deals_won_at" BEFORE INSERT OR UPDATE ON "deals" FOR EACH ROW EXECUTE FUNCTION "deals_set_won_at"();
