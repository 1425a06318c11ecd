// Applies prisma/migrations/*/migration.sql in order, each in its own
// transaction, recording them in Prisma's `_prisma_migrations` table so the
// history stays compatible with `prisma migrate deploy`; then installs or
// upgrades the job queue's schema with graphile-worker's own runner
// (docs/decisions/job-queue.md).
import crypto from "node:crypto";
import { runMigrations as migrateJobQueue } from "graphile-worker";
import pg from "pg";
import { jobQueueSettings } from "../../lib/jobs/settings";
import { readMigrations, type Migration } from "../../lib/migrations";

// Same lock id as Prisma's migrate: two deploys never interleave.
const ADVISORY_LOCK_ID = 72707369;

const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Applies what is not applied yet; returns the names it applied. */
export async function applyMigrations(databaseUrl: string, migrations = readMigrations()): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_ID]);
    await client.query(CREATE_HISTORY_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await applyOne(client, migration);
      done.push(migration.name);
    }
    // Its migrations are the package's, numbered in its own table: they follow the installed version.
    await migrateJobQueue(jobQueueSettings(databaseUrl));
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: Migration) {
  await client.query("BEGIN");
  try {
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 1)`,
      [crypto.randomUUID(), migration.checksum, migration.name],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
  }
}
