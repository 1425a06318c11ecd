// The webhook jobs' own database client (docs/decisions/job-queue.md). A fan-out or a sweep sends while holding no
// connection, then logs in a transaction: on the API's query pool, that transaction queued behind the requests and,
// under a hundred changes a second, found no connection within Prisma's two seconds, so its sends went unlogged and
// were sent again when their lease ended (`npm run bench -- webhooks`: a minute late, and as duplicates). Its own
// JOB_CONCURRENCY connections (one per running job) keep the two from waiting on each other.
import "server-only";
import { createPrismaClient } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { jobConcurrency } from "@/lib/jobs/settings";

// One per process and database, as lib/db.ts keeps its own: dev hot reloads would otherwise open one per reload.
const cache = globalThis as unknown as { jobPrisma?: PrismaClient; jobPrismaUrl?: string };

/** The client, made on first use (importing this module opens nothing). */
export function jobDb(): PrismaClient {
  if (!cache.jobPrisma || cache.jobPrismaUrl !== process.env.DATABASE_URL) {
    cache.jobPrisma = createPrismaClient(process.env.DATABASE_URL, jobConcurrency());
    cache.jobPrismaUrl = process.env.DATABASE_URL;
  }
  return cache.jobPrisma;
}

/** Ends the client's connections (the job worker's stop); a later use opens a new one. */
export async function closeJobDb(): Promise<void> {
  const client = cache.jobPrisma;
  cache.jobPrisma = undefined;
  await client?.$disconnect();
}
