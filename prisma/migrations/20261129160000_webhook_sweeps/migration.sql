-- Retries, manual retries, test events and ended leases are all found by one sweep per endpoint of its due deliveries
-- (docs/decisions/webhooks.md): the index holds only the pending ones, by endpoint and time due, however many
-- deliveries the 30 days of history keep. It replaces the index of unattempted deliveries the recovery job read.
DROP INDEX IF EXISTS "webhook_deliveries_unattempted_idx";
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("endpoint_id", "next_attempt_at")
  WHERE "status" = 'pending';
