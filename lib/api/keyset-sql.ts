// Keyset paging (lib/api/keyset.ts) for a list read in SQL on the server (lib/db.ts
// queryRows): the same cursors and pages, so either reads the other's.
import "server-only";
import {
  bound,
  encodeCursor,
  pageOf,
  plan,
  type KeysetPage,
  type KeysetQuery,
  type Keyed,
  type Order,
} from "@/lib/api/keyset";
import { Prisma } from "@/lib/generated/prisma/client";

/** What a page written in SQL adds to its query: the cursor's condition (TRUE on the first page), and its ORDER BY and LIMIT. */
export type KeysetSql = { where: Prisma.Sql; orderAndLimit: Prisma.Sql };

/** One page: `column` is the date's column, `field` its name in the rows. */
export async function keysetPageSql<T extends Keyed<D>, D extends string = "createdAt">(
  query: KeysetQuery,
  find: (clauses: KeysetSql) => Promise<T[]>,
  { column, field, direction = "desc" }: { column: string; field: D; direction?: Order },
): Promise<KeysetPage<T>> {
  const steps = plan(query, direction);
  const from = bound(steps, direction);
  const date = Prisma.raw(column);
  const compare = Prisma.raw(from?.op === "lt" ? "<" : ">");
  // The date as UTC text: timestamp(3) columns hold UTC, whatever the connection's time zone.
  const at = from && Prisma.sql`${from.cursor.at.toISOString().slice(0, -1)}::timestamp`;
  const where = from
    ? Prisma.sql`${date} ${compare}= ${at} AND (${date} ${compare} ${at} OR id ${compare} ${from.cursor.id})`
    : Prisma.sql`TRUE`;
  const order = Prisma.raw(steps.order === "desc" ? "DESC" : "ASC");
  const rows = await find({
    where,
    orderAndLimit: Prisma.sql`ORDER BY ${date} ${order}, id ${order} LIMIT ${limitLiteral(query.limit + 1)}`,
  });
  return pageOf(rows, query.limit, steps, (row) => encodeCursor(row, field));
}

/** A limit written into the SQL, so a prepared statement's generic plan knows it (lib/db.ts queryPrepared). */
function limitLiteral(limit: number): Prisma.Sql {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Not a page limit: ${limit}`);
  return Prisma.raw(String(limit));
}
