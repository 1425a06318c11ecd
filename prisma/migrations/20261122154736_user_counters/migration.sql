-- CreateTable
CREATE TABLE "user_counters" (
    "slot" INTEGER NOT NULL,
    "total" BIGINT NOT NULL DEFAULT 0,
    "admins" BIGINT NOT NULL DEFAULT 0,
    "banned" BIGINT NOT NULL DEFAULT 0,
    "admins_banned" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "user_counters_pkey" PRIMARY KEY ("slot")
);

-- Triggers keep the counters exact: statement-level, so a bulk insert or
-- delete adds one row change per statement, not per user.
CREATE FUNCTION "user_counters_add"("delta_total" BIGINT, "delta_admins" BIGINT, "delta_banned" BIGINT, "delta_admins_banned" BIGINT)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "user_counters" AS c ("slot", "total", "admins", "banned", "admins_banned")
  VALUES (pg_backend_pid() % 16, delta_total, delta_admins, delta_banned, delta_admins_banned)
  ON CONFLICT ("slot") DO UPDATE SET
    "total" = c."total" + EXCLUDED."total",
    "admins" = c."admins" + EXCLUDED."admins",
    "banned" = c."banned" + EXCLUDED."banned",
    "admins_banned" = c."admins_banned" + EXCLUDED."admins_banned";
$$;

CREATE FUNCTION "user_counters_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_counters_add"(count(*), count(*) FILTER (WHERE is_admin), count(*) FILTER (WHERE is_banned), count(*) FILTER (WHERE is_admin AND is_banned))
  FROM new_rows WHERE id <> 'deleted-user-system';
  RETURN NULL;
END $$;

CREATE FUNCTION "user_counters_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_counters_add"(-count(*), -count(*) FILTER (WHERE is_admin), -count(*) FILTER (WHERE is_banned), -count(*) FILTER (WHERE is_admin AND is_banned))
  FROM old_rows WHERE id <> 'deleted-user-system';
  RETURN NULL;
END $$;

CREATE FUNCTION "user_counters_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_counters_add"(0,
    (SELECT count(*) FILTER (WHERE is_admin) FROM new_rows WHERE id <> 'deleted-user-system') - (SELECT count(*) FILTER (WHERE is_admin) FROM old_rows WHERE id <> 'deleted-user-system'),
    (SELECT count(*) FILTER (WHERE is_banned) FROM new_rows WHERE id <> 'deleted-user-system') - (SELECT count(*) FILTER (WHERE is_banned) FROM old_rows WHERE id <> 'deleted-user-system'),
    (SELECT count(*) FILTER (WHERE is_admin AND is_banned) FROM new_rows WHERE id <> 'deleted-user-system') - (SELECT count(*) FILTER (WHERE is_admin AND is_banned) FROM old_rows WHERE id <> 'deleted-user-system'));
  RETURN NULL;
END $$;

CREATE FUNCTION "user_counters_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_counters";
  RETURN NULL;
END $$;

CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_after_insert"();
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_after_delete"();
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_after_update"();
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "user_counters_after_truncate"();

-- Start from the users already there.
INSERT INTO "user_counters" ("slot", "total", "admins", "banned", "admins_banned")
SELECT 0, count(*), count(*) FILTER (WHERE is_admin), count(*) FILTER (WHERE is_banned), count(*) FILTER (WHERE is_admin AND is_banned)
FROM "users" WHERE id <> 'deleted-user-system';
