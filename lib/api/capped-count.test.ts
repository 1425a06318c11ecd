// Runs on the test database (Jest's global setup).
import { countRowsUpToCap, countUpToCap, SEARCH_COUNT_CAP } from "@/lib/api/capped-count";
import { db, pool } from "@/lib/db";
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
      const [probe] = await db.$queryRawUnsafe<{ timeout_at_commit: string }[]>("SELECT timeout_at_commit FROM capped_count_probe");
      expect(probe?.timeout_at_commit).not.toBe("5s");
      expect(probe?.timeout_at_commit).toBe((await db.$queryRawUnsafe<{ statement_timeout: string }[]>("SHOW statement_timeout"))[0]?.statement_timeout);
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

describe("countRowsUpToCap", () => {
  it("counts exactly below the cap, with values of every kind as literals", async () => {
    const rows = Prisma.sql`SELECT 1 FROM users WHERE id = ${"deleted-user-system"} AND is_banned = ${false} AND ${1} < ${2}`;
    await expect(countRowsUpToCap(rows)).resolves.toEqual({ total: 1, exact: true });
  });

  it("takes a value's quotes and backslashes as text", async () => {
    const rows = Prisma.sql`SELECT 1 FROM (VALUES (${"O'Conn\\'; SELECT 1 --"})) AS t(v) WHERE v = ${"O'Conn\\'; SELECT 1 --"}`;
    await expect(countRowsUpToCap(rows)).resolves.toEqual({ total: 1, exact: true });
  });

  it("stops at the cap and says the total is at least that", async () => {
    await expect(countRowsUpToCap(Prisma.sql`SELECT 1 FROM generate_series(1, ${SEARCH_COUNT_CAP * 3})`)).resolves.toEqual({
      total: SEARCH_COUNT_CAP,
      exact: false,
    });
  });

  it("gives no count past its budget (the embedded database has no timers: no budget there)", async () => {
    const [{ version }] = (await pool.query<{ version: string }>("SELECT version()")).rows as [{ version: string }];
    const counted = countRowsUpToCap(Prisma.sql`SELECT 1 FROM pg_sleep(${0.5})`, { budgetMs: 50 });
    if (version.includes("PGlite")) await expect(counted).resolves.toEqual({ total: 1, exact: true });
    else await expect(counted).resolves.toBeNull();
  });

  it("leaves the connection's own timeout as it was", async () => {
    const show = async () => (await pool.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0]!.statement_timeout;
    const before = await show();
    await countRowsUpToCap(Prisma.sql`SELECT 1`, { budgetMs: 5000 });
    // As many reads at once as the pool holds connections: the count's among them.
    const after = await Promise.all(Array.from({ length: 10 }, show));
    expect(new Set(after)).toEqual(new Set([before]));
  });
});
