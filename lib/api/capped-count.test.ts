// Runs on the test database (Jest's global setup).
import { countUpToCap } from "@/lib/api/capped-count";
import { db } from "@/lib/db";

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
