// A search whose page and count run past the count's budget (lib/users/service.ts listUsers). On a
// database of its own: the test holds the users table from another connection, and every other
// file's reads of it would queue meanwhile, each holding a connection (PostgreSQL's limit is near).
import pg from "pg";
import type * as ServiceModule from "@/lib/users/service";
import type * as CountsModule from "@/lib/users/user-counts";
import type * as FixtureHelpers from "../helpers/fixtures";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";

const db = switchToIsolatedDatabase("USERS_BUDGET_DATABASE_URL");
const { listUsers } = jest.requireActual<typeof ServiceModule>("@/lib/users/service");
const { searchPlanning } = jest.requireActual<typeof CountsModule>("@/lib/users/user-counts");
const { uniqueTag } = jest.requireActual<typeof FixtureHelpers>("../helpers/fixtures");

// The embedded database serves every connection in one session: no other connection can hold a lock against it.
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

describe("a search whose page and count run past the count's budget", () => {
  onPostgres(
    "answers the page alone, its total a lower bound, without spending the budget again on a count apart",
    async () => {
      searchPlanning.fewUsers = 0;
      const tag = uniqueTag();
      await db.user.createMany({
        data: Array.from({ length: 5 }, (_, index) => ({
          firstName: `Slow${tag}`,
          email: `slow.${index}.${tag}@example.test`,
        })),
      });
      // Another connection holds the users table: the page and its count wait past the budget, the page alone
      // then waits for the lock to go. A count apart would have found all five, exactly.
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query("BEGIN");
        await holder.query("LOCK TABLE users IN ACCESS EXCLUSIVE MODE");
        const listed = listUsers({ search: `slow${tag}`, limit: 2, role: "all", status: "all", sort: "joined-desc" });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await holder.query("COMMIT");
        const page = await listed;
        expect(page.items).toHaveLength(2);
        expect(page).toMatchObject({ total: 2, totalExact: false });
      } finally {
        await holder.end();
      }
    },
  );
});
