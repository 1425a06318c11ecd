import { endCountingPools } from "@/lib/api/capped-count";
import { db } from "@/lib/db";

// Each test file's worker closes its pools (the queries', and the capped counts' of
// lib/api/capped-count.ts) and the live-changes hub's connection where a stream opened it
// (lib/live/hub.ts keeps it on globalThis), so Jest exits cleanly and the next file's
// connections do not pile up on the shared database.
afterAll(async () => {
  await (globalThis as { liveHub?: { shutdown: () => Promise<void> } }).liveHub?.shutdown();
  await endCountingPools();
  await db.$disconnect();
});
