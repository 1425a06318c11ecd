-- Live-changes streams (docs/decisions/live-lists.md): a session holds at most a few, counted across
-- every server process, not in each. Each process registers its streams here as they open and deletes
-- them as they end; no connection is held while a stream is open.
-- CreateTable
CREATE TABLE "live_streams" (
    "id" TEXT NOT NULL,
    "sid" TEXT NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_streams_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_streams_sid_seq_idx" ON "live_streams"("sid", "seq");

-- CreateIndex
CREATE INDEX "live_streams_started_at_idx" ON "live_streams"("started_at");

-- Admits the stream `stream_id` of session `session_id` in one statement: sweeps the rows older than a stream
-- can live (a process that died left them), adds this one, and deletes the session's oldest past `cap`. Their
-- ids are returned, and announced on the live-changes channel at commit, so the process holding each ends it.
-- The session's lock (taken first) makes two streams opened at once on two processes count each other. It is
-- the only lock waited for: rows another admission (of any session) or an ending stream has locked are being
-- deleted already, so both deletes skip them, and two admissions never wait for each other's rows (deadlock).
-- The lock's two-key form keeps its keys apart from the single-key locks of lib/ (CSV import, roadmap, purge).
CREATE FUNCTION "admit_live_stream"("stream_id" TEXT, "session_id" TEXT, "cap" INTEGER, "lifetime_seconds" INTEGER)
RETURNS TEXT[] LANGUAGE plpgsql AS $$
DECLARE
  -- The namespace of this function's locks: no other two-key advisory lock in this database uses it.
  "lock_space" CONSTANT INTEGER := 7411001;
  "ended" TEXT[];
BEGIN
  PERFORM pg_advisory_xact_lock("lock_space", hashtext("session_id"));
  DELETE FROM "live_streams" WHERE "id" IN (
    SELECT "id" FROM "live_streams" WHERE "started_at" < CURRENT_TIMESTAMP - make_interval(secs => "lifetime_seconds")
    FOR UPDATE SKIP LOCKED);
  INSERT INTO "live_streams" ("id", "sid") VALUES ("stream_id", "session_id");
  WITH "over" AS (
    DELETE FROM "live_streams" WHERE "id" IN (
      SELECT "id" FROM "live_streams" WHERE "sid" = "session_id" ORDER BY "seq" DESC OFFSET "cap"
      FOR UPDATE SKIP LOCKED)
    RETURNING "id")
  SELECT coalesce(array_agg("id"), '{}') INTO "ended" FROM "over";
  IF cardinality("ended") > 0 THEN
    PERFORM pg_notify('panel_changes', json_build_object('superseded', "ended")::text);
  END IF;
  RETURN "ended";
END
$$;
