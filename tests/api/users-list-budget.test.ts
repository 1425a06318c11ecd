// A search whose page and count run past the count's budget (lib/users/service.ts listUsers). On a
// database of its own: the test holds the users table from another connection, and every other
// file's reads of it would queue meanwhile, each holding a connection (PostgreSQL's limit is near).
import pg from "pg";
import type * as ServiceModule from "@/lib/users/service";
import type * as CountsModule from "@/lib/users/user-counts";
import type * as FixtureHelpers from "../helpers/fixtures";
import { switchToIsolatedDatabase } from "../helpers/isolated-database";
import { BUILT_IN_ROLES } from "@/lib/permissions/catalogue";
import { onPostgres } from "../helpers/on-postgres";

const ADMIN = { permissions: BUILT_IN_ROLES.admin.permissions };

const db = switchToIsolatedDatabase("USERS_BUDGET_DATABASE_URL");
const { listUsers } = jest.requireActual<typeof ServiceModule>("@/lib/users/service");
const { GAVE_UP_COLUMN_SQL, searchPlanning } = jest.requireActual<typeof CountsModule>("@/lib/users/user-counts");
const { uniqueTag } = jest.requireActual<typeof FixtureHelpers>("../helpers/fixtures");

// The tests below marked onPostgres run on PostgreSQL only: the embedded database serves every connection in one
// session: no other connection can hold a lock against it.

/**
 * Whether, within `waitMs`, the page read without its count (GAVE_UP_COLUMN_SQL), which listUsers
 * sends only once the count has given up, waits for the users table. Asked on a connection outside
 * the lock's transaction: inside one, PostgreSQL shows the sessions as they were at its first look.
 */
async function pageAloneWaits(watcher: pg.Client, waitMs: number): Promise<boolean> {
  for (const deadline = Date.now() + waitMs; Date.now() < deadline;) {
    const { rowCount } = await watcher.query(
      `SELECT 1 FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid
       WHERE a.datname = current_database() AND l.relation = 'users'::regclass AND NOT l.granted
         AND position($1 IN a.query) > 0`,
      [GAVE_UP_COLUMN_SQL.sql],
    );
    if (rowCount) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

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
      const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await Promise.all([holder.connect(), watcher.connect()]);
      try {
        await holder.query("BEGIN");
        await holder.query("LOCK TABLE users IN ACCESS EXCLUSIVE MODE");
        const listed = listUsers(ADMIN, {
          search: `slow${tag}`,
          limit: 2,
          role: "all",
          status: "all",
          sort: "joined-desc",
        });
        // Held until the count has given up and the page alone waits, not for a fixed while: on a busy machine
        // the count could reach the table only after the lock had gone, and count all five. A code that never
        // gives up is let go after 20 s, and fails here.
        const gaveUp = await pageAloneWaits(watcher, 20_000);
        await holder.query("COMMIT");
        expect(gaveUp).toBe(true);
        const page = await listed;
        expect(page.items).toHaveLength(2);
        expect(page).toMatchObject({ total: 2, totalExact: false });
      } finally {
        await Promise.all([holder.end(), watcher.end()]);
      }
    },
  );
});
