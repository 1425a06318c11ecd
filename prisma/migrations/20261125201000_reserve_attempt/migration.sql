-- Throttling reserves an attempt before the check it guards (a password, a
-- second factor), in one statement: every counter is locked (created or
-- restarted when its window is over), and only when none is at its limit does
-- each gain a point. Concurrent attempts queue on the row locks, so a burst
-- gets exactly the designed number of checks, and a refused attempt counts on
-- no counter (an address that is blocked cannot push an account-wide count).
-- Returns null when reserved, else the seconds until the last blocking window ends.
CREATE FUNCTION "reserve_attempt"("keys" TEXT[], "window_seconds" INTEGER[], "limits" INTEGER[])
RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  "now_utc" TIMESTAMP(3) := now() AT TIME ZONE 'UTC';
  "wait" INTEGER;
BEGIN
  -- Key order, the same in every call, so that concurrent reservations never deadlock.
  INSERT INTO "rate_limits" ("key", "points", "expires_at")
  SELECT "counter"."key", 0, "now_utc" + make_interval(secs => "counter"."seconds")
    FROM unnest("keys", "window_seconds") AS "counter"("key", "seconds")
   ORDER BY "counter"."key"
  ON CONFLICT ("key") DO UPDATE SET
    "points" = CASE WHEN "rate_limits"."expires_at" <= "now_utc" THEN 0 ELSE "rate_limits"."points" END,
    "expires_at" = CASE WHEN "rate_limits"."expires_at" <= "now_utc" THEN EXCLUDED."expires_at" ELSE "rate_limits"."expires_at" END;

  SELECT max(greatest(1, ceil(extract(epoch FROM "rate_limits"."expires_at" - "now_utc"))))::INTEGER INTO "wait"
    FROM "rate_limits" JOIN unnest("keys", "limits") AS "counter"("key", "limit") ON "rate_limits"."key" = "counter"."key"
   WHERE "rate_limits"."points" >= "counter"."limit";
  IF "wait" IS NOT NULL THEN
    RETURN "wait";
  END IF;

  UPDATE "rate_limits" SET "points" = "points" + 1 WHERE "key" = ANY("keys");
  RETURN NULL;
END
$$;

-- After a success: deletes the guesser's own counter (`forget`) and gives the
-- reservation back to the `shared` ones, locking them in the same key order
-- as reserve_attempt, so the two never wait on each other in a cycle.
CREATE FUNCTION "release_attempt"("forget" TEXT, "shared" TEXT[])
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "rate_limits" WHERE "key" = "forget" OR "key" = ANY("shared") ORDER BY "key" FOR UPDATE;
  DELETE FROM "rate_limits" WHERE "key" = "forget";
  UPDATE "rate_limits" SET "points" = "points" - 1 WHERE "key" = ANY("shared") AND "points" > 0;
END
$$;
