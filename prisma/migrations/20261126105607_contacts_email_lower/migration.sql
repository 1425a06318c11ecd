-- The CSV import finds duplicates, and updates them, by lower("email")
-- (lib/contacts/import.ts, lib/csv-import/run.ts): a join of each batch's keys
-- with contacts on that expression. No index served it (the trigram index on
-- "email" does not answer an equality on lower("email")), so every batch of
-- 500 rows read every contact, twice when it updated duplicates.
-- Prisma's schema cannot name an index on an expression, so it lives here
-- alone; the drift check neither sees nor drops it. The build blocks writes to
-- contacts while it runs: well under a second at 50,000 contacts.
CREATE INDEX "contacts_email_lower_idx" ON "contacts" (lower("email"));
