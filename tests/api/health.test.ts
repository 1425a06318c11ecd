// The health probes: unauthenticated, uncached, and "ready" only with the database up and migrated.
import { GET as liveness } from "@/app/api/health/route";
import { GET as readinessRoute } from "@/app/api/health/ready/route";
import { db } from "@/lib/db";

it("GET /api/health answers ok without asking anything else", async () => {
  const response = liveness();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers.get("cache-control")).toBe("no-store");
});

it("GET /api/health/ready is ready on a migrated database", async () => {
  const response = await readinessRoute();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ready" });
});

it("GET /api/health/ready says 503 while a shipped migration is not applied", async () => {
  // A migration recorded as rolled back counts as not applied, as prisma migrate does.
  const [latest] = await db.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "_prisma_migrations" ORDER BY "migration_name" DESC LIMIT 1`;
  await db.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "id" = ${latest!.id}`;
  try {
    const response = await readinessRoute();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "not ready", reason: "1 migration(s) not applied" });
  } finally {
    await db.$executeRaw`UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "id" = ${latest!.id}`;
  }
});
