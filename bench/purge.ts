// npm run bench -- purge: the trash's purge (lib/trash/purge.ts) of every user the users
// database put in the trash (100,000 of a million, each with messages merged into the
// deleted-user account), with their entries aged past TRASH_RETENTION_DAYS. Target: no
// batch (one transaction, so the longest any lock is held) over a second. It empties the
// trash, so it runs after the scenarios that measure lists beside it.
import { benchUserCount, createMillionUserDatabase } from "./users-database";

const LOCK_TARGET_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function benchPurge(serverUrl: string): Promise<string[]> {
  process.env.DATABASE_URL = await createMillionUserDatabase(serverUrl, benchUserCount());
  const { db } = await import("../lib/db");
  const { purgeExpired } = await import("../lib/trash/purge");
  const users = await db.trashEntry.count({ where: { type: "user" } });
  const merged = await db.message.count({ where: { originalUserId: { not: null } } });
  console.log(
    `purge: ${users.toLocaleString("en-US")} trashed users, ${merged.toLocaleString("en-US")} merged messages`,
  );
  const started = performance.now();
  const result = await purgeExpired({ now: new Date(Date.now() + 31 * DAY_MS) });
  const seconds = (performance.now() - started) / 1000;
  const left = await db.message.count({ where: { originalUserId: { not: null } } });
  await db.$disconnect();
  const verdict = result.longestBatchMs <= LOCK_TARGET_MS ? "ok" : "OVER";
  if (verdict === "OVER" || left > 0) process.exitCode = 1;
  return [
    `purge: ${result.purged.toLocaleString("en-US")} trashed users with ${merged.toLocaleString("en-US")} merged messages in ${seconds.toFixed(1)} s, ${result.batches} batches; longest batch (its locks' longest hold) ${result.longestBatchMs} ms (target ≤ ${LOCK_TARGET_MS} ms ${verdict}); merged messages still pointing at a purged user: ${left}`,
  ];
}
