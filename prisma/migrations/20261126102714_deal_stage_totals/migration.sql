-- CreateTable
CREATE TABLE "deal_stage_totals" (
    "stage" "deal_stage" NOT NULL,
    "slot" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,
    "value" DECIMAL(20,2) NOT NULL DEFAULT 0,

    CONSTRAINT "deal_stage_totals_pkey" PRIMARY KEY ("stage","slot")
);

-- deal_stage_totals (docs/decisions.md "Dashboard charts (issue 21)"): deals and
-- their value per stage, for the board's column heads and the pipeline chart.
-- Kept by statement-level triggers, so a bulk write adds one upsert per stage it
-- touches. Each upsert adds to the row in place (ON CONFLICT ... count + n), never
-- reads then writes, so two transactions moving deals at once both land: the
-- second waits for the first's row and adds to what it committed. Sixteen slots
-- per stage (pg_backend_pid() % 16, as user_counters) keep writers off each
-- other's rows, and a statement upserts its stages in enum order, so two writers
-- sharing a slot lock its rows in the same order. The trash deletes a deal and a restore
-- inserts it again, so trashed deals drop out with no case of their own.
CREATE FUNCTION "deal_stage_totals_add"("stages" "deal_stage"[], "signs" INTEGER[], "amounts" DECIMAL(10,2)[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "deal_stage_totals" AS t ("stage", "slot", "count", "value")
  SELECT stage, pg_backend_pid() % 16, sum(sign), sum(sign * amount)
    FROM unnest(stages, signs, amounts) AS moved(stage, sign, amount)
   GROUP BY stage
  -- An edit that moves no deal and no value (a title, a contact cleared by the
  -- trash) writes nothing, so it takes no rollup row's lock.
  HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
   ORDER BY stage
  ON CONFLICT ("stage", "slot") DO UPDATE SET "count" = t."count" + EXCLUDED."count", "value" = t."value" + EXCLUDED."value";
$$;

CREATE FUNCTION "deal_stage_totals_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "deal_stage_totals_add"(array_agg(stage), array_agg(1), array_agg(value)) FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION "deal_stage_totals_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "deal_stage_totals_add"(array_agg(stage), array_agg(-1), array_agg(value)) FROM old_rows;
  RETURN NULL;
END $$;

-- Each row leaves its old stage and value and enters its new ones; the sums net out.
CREATE FUNCTION "deal_stage_totals_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "deal_stage_totals_add"(array_agg(stage), array_agg(sign), array_agg(value))
     FROM (SELECT stage, -1 AS sign, value FROM old_rows UNION ALL SELECT stage, 1, value FROM new_rows) AS moved;
  RETURN NULL;
END $$;

CREATE FUNCTION "deal_stage_totals_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "deal_stage_totals";
  RETURN NULL;
END $$;

-- No writer may commit between the backfill's snapshot and the triggers taking
-- over (this migration's transaction): its deals would be in neither.
LOCK TABLE "deals" IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER "deals_stage_totals_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_totals_after_insert"();
CREATE TRIGGER "deals_stage_totals_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_totals_after_delete"();
CREATE TRIGGER "deals_stage_totals_update" AFTER UPDATE ON "deals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_totals_after_update"();
CREATE TRIGGER "deals_stage_totals_truncate" AFTER TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_totals_after_truncate"();

INSERT INTO "deal_stage_totals" ("stage", "slot", "count", "value")
SELECT stage, 0, count(*), sum(value) FROM "deals" GROUP BY stage;
