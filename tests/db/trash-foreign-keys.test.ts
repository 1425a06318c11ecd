// The trash's kinds (lib/trash/kinds.ts) are kept by hand, and a delete removes or clears whatever
// a foreign key cascades: a key they do not name is lost for good on delete and never comes back on
// restore, without any error. This holds them to the foreign keys the migrated database really has.
import { db } from "@/lib/db";
import { NOT_KEPT, TRASH_KINDS } from "@/lib/trash/kinds";

type ForeignKey = { name: string; table: string; columns: string[]; references: string };

async function foreignKeys(): Promise<ForeignKey[]> {
  return db.$queryRaw<ForeignKey[]>`
    SELECT c.conname AS "name", t.relname AS "table", r.relname AS "references",
           array(SELECT a.attname::text FROM unnest(c.conkey) AS k(attnum)
                   JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS "columns"
      FROM pg_constraint AS c
      JOIN pg_class AS t ON t.oid = c.conrelid
      JOIN pg_class AS r ON r.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
     ORDER BY t.relname, c.conname`;
}

const kinds = Object.values(TRASH_KINDS);
const kindOf = (table: string) => kinds.find((kind) => kind.table === table);
const childrenOf = (table: string) => kinds.flatMap((kind) => kind.children.filter((child) => child.table === table));
const notKept = (table: string, column: string) =>
  NOT_KEPT.some((entry) => entry.table === table && entry.column === column);
const needed = (needs: { column: string; table: string }[], column: string, references: string) =>
  needs.some((need) => need.column === column && need.table === references);

/** What is wrong with one foreign key, in words naming it; nothing when the kinds account for it. */
function gaps(key: ForeignKey): string[] {
  const named = `${key.table}.${key.columns.join("+")} -> ${key.references} (${key.name})`;
  const [column] = key.columns;
  const target = kindOf(key.references);
  const source = kindOf(key.table);
  const asChild = childrenOf(key.table);
  if (!target && !source && asChild.length === 0) return [];
  if (key.columns.length !== 1 || column === undefined)
    return [`${named}: a key of several columns, which the trash's kinds cannot describe`];
  if (notKept(key.table, column)) return [];
  const found: string[] = [];
  if (target) {
    const removed = target.children.some((child) => child.table === key.table && child.parentColumn === column);
    const unlinked = target.links.some((link) => link.table === key.table && link.column === column);
    if (!removed && !unlinked)
      found.push(`${named}: neither a child nor a link of the trash's "${target.type}" kind, nor in NOT_KEPT`);
  }
  if (source && !needed(source.needs, column, key.references))
    found.push(`${named}: not among the needs of the trash's "${source.type}" kind, nor in NOT_KEPT`);
  for (const child of asChild) {
    if (child.parentColumn === column && target?.children.includes(child)) continue;
    if (!needed(child.needs, column, key.references))
      found.push(`${named}: not among the needs of the trash's "${child.noun}" rows, nor in NOT_KEPT`);
  }
  return found;
}

describe("the trash's kinds (lib/trash/kinds.ts)", () => {
  it("account for every foreign key that points at or out of a table a delete empties", async () => {
    const keys = await foreignKeys();
    // The query reads what it should: the keys every resource is built on are among its answers.
    expect(keys.map((key) => `${key.table}.${key.columns.join("+")}`)).toEqual(
      expect.arrayContaining(["contacts.company_id", "user_purchases.shop_item_id", "messages.channel_id"]),
    );
    expect(keys.flatMap(gaps)).toEqual([]);
  });

  it("name only columns that are foreign keys, to the table they say", async () => {
    const pointsAt = new Map<string, string>(
      (await foreignKeys()).flatMap((key) => key.columns.map((c) => [`${key.table}.${c}`, key.references] as const)),
    );
    const named = kinds.flatMap((kind) => [
      ...kind.needs.map((need) => ({ at: `${kind.table}.${need.column}`, to: need.table })),
      ...kind.links.map((link) => ({ at: `${link.table}.${link.column}`, to: kind.table })),
      ...kind.children.flatMap((child) => [
        { at: `${child.table}.${child.parentColumn}`, to: kind.table },
        ...child.needs.map((need) => ({ at: `${child.table}.${need.column}`, to: need.table })),
      ]),
    ]);
    const notKeptColumns = NOT_KEPT.map((entry) => `${entry.table}.${entry.column}`);
    const wrong = [...named, ...notKeptColumns.map((at) => ({ at, to: pointsAt.get(at) ?? "anything" }))]
      .filter(({ at, to }) => pointsAt.get(at) !== to)
      .map(({ at, to }) => `${at} -> ${to}: no such foreign key in the database`);
    expect(wrong).toEqual([]);
  });
});
