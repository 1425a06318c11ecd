import { db } from "@/lib/db";

// Each test file's worker closes its pool, and the live-changes hub's connection where a
// stream opened it (lib/live/hub.ts keeps it on globalThis), so Jest exits cleanly.
afterAll(async () => {
  await (globalThis as { liveHub?: { shutdown: () => Promise<void> } }).liveHub?.shutdown();
  await db.$disconnect();
});
