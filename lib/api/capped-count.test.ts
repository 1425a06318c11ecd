// Runs on the test database (Jest's global setup).
import { countUpToCap } from "@/lib/api/capped-count";

describe("countUpToCap", () => {
  it("counts exactly below the cap", async () => {
    // One known row: other test files add users to this database at the same time.
    const count = countUpToCap((client, take) => client.user.count({ where: { id: "deleted-user-system" }, take }));
    await expect(count).resolves.toEqual({ total: 1, exact: true });
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
