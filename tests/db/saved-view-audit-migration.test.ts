// The data migration that takes saved views' names and queries out of the audit entries written before they were
// left out (docs/decisions/saved-views.md): entries shaped as the old code wrote them are
// rewritten as new ones are, and running it again (as here, over the migrated test database) changes nothing else.
import pg from "pg";
import { db } from "@/lib/db";
import { readMigrations } from "@/lib/migrations";
import { uniqueTag } from "../helpers/fixtures";
import { seedUserId } from "../helpers/session";

const MIGRATION = "20261129090000_saved_view_audit_without_names";

async function applyMigration() {
  const migration = readMigrations().find(({ name }) => name === MIGRATION);
  expect(migration).toBeDefined();
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(migration!.sql);
  } finally {
    await client.end();
  }
}

describe("saved views' audit entries written before names were left out", () => {
  it("keep the view's id, list and sharing; its name, query and owner are gone, label and details alike", async () => {
    const tag = uniqueTag();
    const ownerId = await seedUserId("admin");
    const name = `Watch: someone-${tag}@example.test`;
    const state = { query: { search: `someone-${tag}@example.test` }, columns: ["email"] };
    const old = (shared: boolean) => ({ ownerId, listKey: "users", name, shared, state });
    const kept = await db.savedView.create({ data: { ownerId, listKey: "contacts", name, shared: true, state } });
    const goneId = `gone-${tag}`;
    const entry = (action: string, targetId: string, details: object) =>
      db.auditLog.create({
        data: { actorId: ownerId, action, targetType: "saved_view", targetId, targetLabel: name, details },
      });
    const written = [
      await entry("saved_view.create", goneId, { before: null, after: old(false), version: 1 }),
      await entry("saved_view.update", goneId, { before: old(false), after: old(true), version: 2 }),
      await entry("saved_view.delete", goneId, { before: old(true), after: null, batch: "b" }),
      await entry("saved_view.set_default", kept.id, { list: "contacts", viewId: kept.id }),
      await entry("saved_view.set_default", goneId, { list: "users", viewId: goneId }),
      await entry("saved_view.set_default", `never-${tag}`, { list: "deals", viewId: `never-${tag}` }),
    ];

    await applyMigration();

    const rows = await db.auditLog.findMany({
      where: { id: { in: written.map(({ id }) => id) } },
      select: { id: true, targetLabel: true, details: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(written.map(({ id }) => byId.get(id))).toEqual([
      {
        id: written[0]!.id,
        targetLabel: "Private view of the users list",
        details: { before: null, after: { listKey: "users", shared: false }, version: 1 },
      },
      {
        id: written[1]!.id,
        targetLabel: "Shared view of the users list",
        details: { before: { listKey: "users", shared: false }, after: { listKey: "users", shared: true }, version: 2 },
      },
      {
        id: written[2]!.id,
        targetLabel: "Shared view of the users list",
        details: { before: { listKey: "users", shared: true }, after: null, batch: "b" },
      },
      {
        id: written[3]!.id,
        targetLabel: "Shared view of the contacts list",
        details: { list: "contacts", viewId: kept.id },
      },
      { id: written[4]!.id, targetLabel: "Shared view of the users list", details: { list: "users", viewId: goneId } },
      { id: written[5]!.id, targetLabel: "View of the deals list", details: { list: "deals", viewId: `never-${tag}` } },
    ]);
    // The name and query (both say the email) nowhere in the log.
    const secret = `%someone-${tag}%`;
    const leaks = await db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS "count" FROM "audit_logs"
       WHERE "target_type" = 'saved_view' AND ("target_label" LIKE ${secret} OR "details"::text LIKE ${secret})`;
    expect(Number(leaks[0]!.count)).toBe(0);
  });
});
