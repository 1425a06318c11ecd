// Row locks for the record services. Lock order: a change takes its key-share locks
// on the rows it refers to (parents) before the update lock on its own row, the
// order deletes use (parent locked, then its children updated), so two requests
// never wait on each other in a circle.
import "server-only";
import { badRequest } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** The record tables, as constant SQL identifiers: no caller's text ever becomes part of the query. */
const TABLES = {
  contacts: Prisma.raw('"contacts"'),
  companies: Prisma.raw('"companies"'),
  deals: Prisma.raw('"deals"'),
  activities: Prisma.raw('"activities"'),
  roadmap_items: Prisma.raw('"roadmap_items"'),
  shop_items: Prisma.raw('"shop_items"'),
  user_purchases: Prisma.raw('"user_purchases"'),
  users: Prisma.raw('"users"'),
  messages: Prisma.raw('"messages"'),
  saved_views: Prisma.raw('"saved_views"'),
  roles: Prisma.raw('"roles"'),
  webhook_endpoints: Prisma.raw('"webhook_endpoints"'),
  user_notes: Prisma.raw('"user_notes"'),
} as const;

export type RecordTable = keyof typeof TABLES;

const LOCKS = { update: Prisma.raw("FOR UPDATE"), keyShare: Prisma.raw("FOR KEY SHARE") } as const;

async function lock(tx: Tx, table: RecordTable, id: string, mode: keyof typeof LOCKS): Promise<boolean> {
  // PostgreSQL cannot hold a NUL in text, so no row has one in its id.
  if (id.includes("\u0000")) return false;
  const rows = await tx.$queryRaw<unknown[]>(
    Prisma.sql`SELECT 1 FROM ${TABLES[table]} WHERE "id" = ${id} ${LOCKS[mode]}`,
  );
  return rows.length > 0;
}

/** Locks a row for the rest of the transaction (so "before" is what the change replaced); false when there is no such row. */
export function lockRow(tx: Tx, table: RecordTable, id: string): Promise<boolean> {
  return lock(tx, table, id, "update");
}

/** Deletes a row for good (a record that has no trash: a saved view, a webhook). */
export async function deleteRow(tx: Tx, table: RecordTable, id: string): Promise<void> {
  await tx.$executeRaw(Prisma.sql`DELETE FROM ${TABLES[table]} WHERE "id" = ${id}`);
}

/** Locks the rows that exist of `ids`, in id order (two overlapping bulk changes never wait in a circle); answers how many. */
export async function lockRows(tx: Tx, table: RecordTable, ids: readonly string[]): Promise<number> {
  const wanted = ids.filter((id) => !id.includes("\u0000"));
  const rows = await tx.$queryRaw<unknown[]>(
    Prisma.sql`SELECT 1 FROM ${TABLES[table]} WHERE "id" = ANY(${wanted}::text[]) ORDER BY "id" FOR UPDATE`,
  );
  return rows.length;
}

/** True when the referenced row exists; it then stays until we commit (a key-share lock, which blocks its delete). */
export function holdReference(tx: Tx, table: RecordTable, id: string): Promise<boolean> {
  return lock(tx, table, id, "keyShare");
}

/** A row a change will point at: its table, its id (none: nothing to hold), the 400 to answer when it is gone and its code. */
export type Reference = readonly [table: RecordTable, id: string | null | undefined, missing: string, code?: string];

/** Holds every row a change names, in the order given; a missing one refuses the change with its message. */
export async function holdReferences(tx: Tx, references: readonly Reference[]): Promise<void> {
  for (const [table, id, missing, code] of references) {
    if (id && !(await holdReference(tx, table, id))) throw badRequest(missing, code);
  }
}
