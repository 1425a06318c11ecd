import { db } from "@/lib/db";

// Each test file's worker closes its pool, so Jest exits cleanly.
afterAll(async () => {
  await db.$disconnect();
});
