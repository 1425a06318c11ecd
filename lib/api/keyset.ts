// Keyset paging, newest first on (createdAt, id): page 20,000 costs what page 1 costs.
type Keyed = { createdAt: Date; id: string };
type Cursor = { createdAt: Date; id: string };

export type KeysetQuery = { limit: number; after?: string; before?: string };
export type KeysetArgs = {
  where: { OR: Record<string, unknown>[] } | Record<string, never>;
  orderBy: [{ createdAt: "asc" | "desc" }, { id: "asc" | "desc" }];
  take: number;
};
export type KeysetPage<T> = { items: T[]; hasMore: boolean; nextCursor: string | null; prevCursor: string | null };

export function encodeCursor(row: Keyed): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

// Rows are created from 1970 on; a date outside the years PostgreSQL and ISO text agree on names no row.
const isCursorDate = (date: Date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999;

function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as [string, string];
    const date = new Date(createdAt);
    return typeof id === "string" && isCursorDate(date) ? { createdAt: date, id } : null;
  } catch {
    return null;
  }
}

/** Rows strictly after (older than) or before (newer than) the cursor in newest-first order. */
function cursorWhere(cursor: Cursor, op: "lt" | "gt") {
  return { OR: [{ createdAt: { [op]: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { [op]: cursor.id } }] };
}

/** Runs `find` for one page; `find` adds its own filters to `args.where`. */
export async function keysetPage<T extends Keyed>(query: KeysetQuery, find: (args: KeysetArgs) => Promise<T[]>): Promise<KeysetPage<T>> {
  const after = decodeCursor(query.after);
  const before = after ? null : decodeCursor(query.before);
  const order = before ? "asc" : "desc";
  const rows = await find({
    where: after ? cursorWhere(after, "lt") : before ? cursorWhere(before, "gt") : {},
    orderBy: [{ createdAt: order }, { id: order }],
    take: query.limit + 1,
  });
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  if (before) items.reverse();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    hasMore,
    // Going forward there is a previous page whenever we started from a cursor; going back, whenever more rows remain.
    nextCursor: last && (before !== null || hasMore) ? encodeCursor(last) : null,
    prevCursor: first && (before ? hasMore : after !== null) ? encodeCursor(first) : null,
  };
}
