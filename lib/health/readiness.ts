// What a load balancer or orchestrator asks before sending traffic: is the
// database reachable, and has every migration this build ships been applied?
// Answers say so in a word and carry no data.
import "server-only";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { readMigrations } from "@/lib/migrations";

export type Readiness = { ready: true } | { ready: false; reason: string };

// The build's migrations, read once with the runner's own reader: the folder ships with the app.
let shipped: string[] | undefined;
function shippedMigrations(): string[] {
  shipped ??= readMigrations().map((migration) => migration.name);
  return shipped;
}

const READY_TIMEOUT_MS = 2000;

async function check(): Promise<Readiness> {
  try {
    const applied = await db.$queryRaw<
      { migration_name: string }[]
    >`SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;
    const names = new Set(applied.map((row) => row.migration_name));
    const pending = shippedMigrations().filter((name) => !names.has(name)).length;
    return pending === 0 ? { ready: true } : { ready: false, reason: `${pending} migration(s) not applied` };
  } catch (error) {
    // The cause stays in the server's log; the probe's answer says only that it is not ready.
    logger.warn({ err: error }, "Readiness check failed");
    return { ready: false, reason: "database unreachable or not migrated" };
  }
}

/** Ready within READY_TIMEOUT_MS, or not: a hung database must not hang the probe. */
export async function readiness(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: "database did not answer in time" }), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
