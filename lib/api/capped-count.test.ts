// Runs on the test database (Jest's global setup).
import net from "node:net";
import {
  COUNTING_APPLICATION_NAME,
  countRowsUpToCap,
  countUpToCap,
  endCountingPools,
  queryWithinBudget,
  readWithinBudget,
  SEARCH_COUNT_CAP,
} from "@/lib/api/capped-count";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

describe("countUpToCap", () => {
  it("counts exactly below the cap", async () => {
    // One known row: other test files add users to this database at the same time.
    const count = countUpToCap((client, take) => client.user.count({ where: { id: "deleted-user-system" }, take }));
    await expect(count).resolves.toEqual({ total: 1, exact: true });
  });

  it("keeps its budget off its COMMIT", async () => {
    // Under load a COMMIT the budget cancelled left the connection in a failed transaction, which
    // Prisma gave back to the pool: the next request on it failed. A deferred trigger runs at
    // COMMIT and writes down the statement_timeout then in force.
    await db.$executeRawUnsafe("CREATE TABLE capped_count_probe (timeout_at_commit text)");
    try {
      await db.$executeRawUnsafe(
        "CREATE FUNCTION capped_count_probe_note() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN UPDATE capped_count_probe SET timeout_at_commit = current_setting(''statement_timeout''); RETURN NULL; END'",
      );
      await db.$executeRawUnsafe(
        "CREATE CONSTRAINT TRIGGER capped_count_probe_at_commit AFTER INSERT ON capped_count_probe DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION capped_count_probe_note()",
      );
      const countWithProbe = async (client: Parameters<Parameters<typeof countUpToCap>[0]>[0], take: number) => {
        await client.$executeRawUnsafe("INSERT INTO capped_count_probe VALUES ('not committed')");
        return client.user.count({ where: { id: "deleted-user-system" }, take });
      };
      // Room for a busy machine: the budget is what is checked, not how fast the count runs.
      await expect(countUpToCap(countWithProbe, { budgetMs: 5000 })).resolves.toEqual({ total: 1, exact: true });
      const [probe] = await db.$queryRawUnsafe<{ timeout_at_commit: string }[]>(
        "SELECT timeout_at_commit FROM capped_count_probe",
      );
      expect(probe?.timeout_at_commit).not.toBe("5s");
      expect(probe?.timeout_at_commit).toBe(
        (await db.$queryRawUnsafe<{ statement_timeout: string }[]>("SHOW statement_timeout"))[0]?.statement_timeout,
      );
    } finally {
      await db.$executeRawUnsafe("DROP TABLE capped_count_probe");
      await db.$executeRawUnsafe("DROP FUNCTION IF EXISTS capped_count_probe_note()");
    }
  });

  it("gives no count, rather than an error, when its transaction is no longer there (Prisma's P2028)", async () => {
    // A server too busy to run the count before the transaction's 5 s timeout, as under load a
    // pool with no free connection within its 2 s maxWait: either way Prisma answers P2028.
    const tooLate = async (client: Parameters<Parameters<typeof countUpToCap>[0]>[0], take: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5500));
      return client.user.count({ take });
    };
    await expect(countUpToCap(tooLate)).resolves.toBeNull();
  }, 15_000);
});

describe("readWithinBudget's wait", () => {
  // A read past its wait without a statement running stands for one PostgreSQL cannot cancel at once (a trigram
  // bitmap built whole first): the caller goes on without it.
  const slowRead = (ms: number) => async (tx: Prisma.TransactionClient) => {
    const [row] = await tx.$queryRaw<{ one: number }[]>`SELECT 1 AS "one"`;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return row!.one;
  };

  it("answers null once the read has taken longer than waitMs", async () => {
    const started = Date.now();
    await expect(readWithinBudget(slowRead(1_500), { budgetMs: 5_000, waitMs: 100 })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1_200);
    // The abandoned read ends on its own; the embedded database's one session is free again after it.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
  });

  it("answers the read that finishes within waitMs, and without one waits as long as the read takes", async () => {
    await expect(readWithinBudget(slowRead(10), { budgetMs: 5_000, waitMs: 2_000 })).resolves.toBe(1);
    await expect(readWithinBudget(slowRead(300), { budgetMs: 5_000 })).resolves.toBe(1);
  });
});

describe("countRowsUpToCap", () => {
  // Room for a busy machine, where the budget is not what a test checks.
  const roomy = { budgetMs: 5000 };
  const onEmbeddedDatabase = async () =>
    (await db.$queryRaw<{ version: string }[]>`SELECT version()`)[0]!.version.includes("PGlite");
  const sleeper = Prisma.sql`SELECT 1 FROM pg_sleep(${0.5})`;

  it("counts exactly below the cap, with values of every kind", async () => {
    const rows = Prisma.sql`SELECT 1 FROM users WHERE id = ${"deleted-user-system"} AND is_banned = ${false} AND ${1} < ${2}`;
    await expect(countRowsUpToCap(rows, roomy)).resolves.toEqual({ total: 1, exact: true });
  });

  it("stops at the cap and says the total is at least that", async () => {
    const rows = Prisma.sql`SELECT 1 FROM generate_series(1, ${SEARCH_COUNT_CAP * 3})`;
    await expect(countRowsUpToCap(rows, roomy)).resolves.toEqual({ total: SEARCH_COUNT_CAP, exact: false });
  });

  it("gives no count past its budget (the embedded database has no timers: no budget there)", async () => {
    const counted = countRowsUpToCap(sleeper, { budgetMs: 50 });
    if (await onEmbeddedDatabase()) await expect(counted).resolves.toEqual({ total: 1, exact: true });
    else await expect(counted).resolves.toBeNull();
  });

  it("keeps the connection of a count past its budget", async () => {
    if (await onEmbeddedDatabase()) return; // one session for every connection: nothing to tell apart
    // The connection's last statement stays in pg_stat_activity: this one names the test's.
    const probe = Prisma.sql`SELECT 1 FROM pg_sleep(${0.5}) AS kept_connection_probe`;
    const countingBackends = async () =>
      (
        await db.$queryRaw<{ pid: number }[]>`
          SELECT pid FROM pg_stat_activity
          WHERE application_name = ${COUNTING_APPLICATION_NAME} AND query LIKE '%kept_connection_probe%' ORDER BY pid`
      ).map(({ pid }) => pid);
    await expect(countRowsUpToCap(probe, { budgetMs: 50 })).resolves.toBeNull();
    const first = await countingBackends();
    await expect(countRowsUpToCap(probe, { budgetMs: 50 })).resolves.toBeNull();
    expect(first).toHaveLength(1);
    expect(await countingBackends()).toEqual(first);
  });

  it("plans every read for its values: a search's words decide its plan", async () => {
    if (await onEmbeddedDatabase()) return; // PGlite takes no settings from the connection
    const [setting] = (await queryWithinBudget<{ plan_cache_mode: string }>(Prisma.sql`SHOW plan_cache_mode`, roomy))!;
    expect(setting).toEqual({ plan_cache_mode: "force_custom_plan" });
  });

  it("gives no count, rather than an error, when a connection is not opened within its wait", async () => {
    // A server that takes the connection and never answers: the counting pool gives up after its 2 s wait.
    const accepted: net.Socket[] = [];
    const silent = net.createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const databaseUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    try {
      await expect(countRowsUpToCap(Prisma.sql`SELECT 1`, roomy)).resolves.toBeNull();
    } finally {
      process.env.DATABASE_URL = databaseUrl;
      await endCountingPools();
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 15_000);

  it("leaves the budget off every other connection", async () => {
    await countRowsUpToCap(Prisma.sql`SELECT 1`, roomy);
    const [{ statement_timeout: timeout }] = await db.$queryRaw<
      [{ statement_timeout: string }]
    >`SHOW statement_timeout`;
    expect(timeout).not.toBe("5s");
  });
});
