-- The fan-out reads the events it has not yet fanned out, not ids from its job's payload: one pending job serves
-- every change (docs/decisions/webhooks.md).
ALTER TABLE "webhook_events" ADD COLUMN "fanned_out_at" TIMESTAMP(3);

-- Events that already have their deliveries are done; the rest are taken by the next fan-out.
UPDATE "webhook_events" AS e SET "fanned_out_at" = e."created_at"
 WHERE EXISTS (SELECT 1 FROM "webhook_deliveries" AS d WHERE d."event_id" = e."id");

-- Only the waiting events, oldest first: the index stays as small as the backlog.
CREATE INDEX "webhook_events_waiting_idx" ON "webhook_events" ("created_at") WHERE "fanned_out_at" IS NULL;

-- Deliveries not yet attempted (a fan-out's first attempts under way, a test event): the recovery job finds those a
-- dead fan-out left, without reading the deliveries kept for 30 days.
CREATE INDEX "webhook_deliveries_unattempted_idx" ON "webhook_deliveries" ("next_attempt_at")
  WHERE "status" = 'pending' AND "attempt_count" = 0;
