// Runs on the test database (Jest's global setup): the newest-first search's three ways, each within its budget.
import { databaseFailure, DatabaseBusyError } from "@/lib/api/database-unavailable";
import { readNewestFirst } from "@/lib/api/indexed-search";
import type { Prisma } from "@/lib/generated/prisma/client";

type Plan = { walk: boolean; trigrams: boolean };

/** Which of the two plans the read ran under, from the settings each sets. */
async function planOf(client: Prisma.TransactionClient): Promise<Plan> {
  const [row] = await client.$queryRaw<{ bitmap: string; index: string }[]>`
    SELECT current_setting('enable_bitmapscan') AS "bitmap", current_setting('enable_indexscan') AS "index"`;
  return { walk: row!.bitmap === "off", trigrams: row!.index === "off" };
}

/** A read that takes `seconds` (past a budget) before it answers its plan. */
async function slowRead(client: Prisma.TransactionClient, seconds: number): Promise<Plan> {
  await client.$queryRaw`SELECT 1 AS "slept" FROM pg_sleep(${seconds})`;
  return planOf(client);
}

describe("readNewestFirst", () => {
  it("reads without a plan of its own when a word is too short for the trigram indexes", async () => {
    await expect(readNewestFirst("hi", planOf)).resolves.toEqual({ walk: false, trigrams: false });
  });

  it("walks the date index first", async () => {
    await expect(readNewestFirst("hello", planOf)).resolves.toEqual({ walk: true, trigrams: false });
  });

  it("asks the trigram indexes when the walk does not fill the page within its budget", async () => {
    const plans: Plan[] = [];
    const read = async (client: Prisma.TransactionClient) => {
      const plan = await planOf(client);
      plans.push(plan);
      return plan.walk ? slowRead(client, 0.5) : plan;
    };
    await expect(readNewestFirst("hello", read)).resolves.toEqual({ walk: false, trigrams: true });
    expect(plans).toEqual([
      { walk: true, trigrams: false },
      { walk: false, trigrams: true },
    ]);
  });

  it("walks again with more room when the trigram indexes take too long too (a common word, a busy server)", async () => {
    const plans: Plan[] = [];
    const read = async (client: Prisma.TransactionClient) => {
      const plan = await planOf(client);
      plans.push(plan);
      // The first walk misses its 30 ms; the lookup its second; the patient walk has seconds.
      return slowRead(client, plans.length === 3 ? 1.2 : plans.length === 2 ? 1.5 : 0.2);
    };
    await expect(readNewestFirst("hello", read)).resolves.toEqual({ walk: true, trigrams: false });
    expect(plans.map((plan) => plan.walk)).toEqual([true, false, true]);
  });

  it("answers busy when every way is past its budget, cancelling each rather than holding its connection", async () => {
    const started = Date.now();
    const failed = await readNewestFirst("hello", (client) => slowRead(client, 30)).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseBusyError);
    expect(databaseFailure(failed)).toBe("busy");
    // 30 ms, then 1 s, then 4 s: PostgreSQL cancelled each sleep at its budget.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
