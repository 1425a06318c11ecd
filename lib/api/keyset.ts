// Keyset paging on (a date, id), newest first unless told otherwise (a list
// sorted oldest first), on createdAt unless told otherwise (purchases page on
// purchasedAt): page 20,000 costs what page 1 costs. Either direction walks the
// same (date, id) index, forwards or backwards.
export type Order = "asc" | "desc";
type Keyed<D extends string> = Record<D, Date> & { id: string };
type Cursor = { at: Date; id: string };

export type KeysetQuery = { limit: number; after?: string; before?: string };
export type KeysetArgs<D extends string = "createdAt"> = {
  where: Record<string, unknown>;
  orderBy: [Record<D, Order>, { id: Order }];
  take: number;
};
export type KeysetPage<T> = { items: T[]; hasMore: boolean; nextCursor: string | null; prevCursor: string | null };

export function encodeCursor<D extends string = "createdAt">(
  row: Keyed<NoInfer<D>>,
  field: D = "createdAt" as D,
): string {
  return Buffer.from(JSON.stringify([row[field].toISOString(), row.id])).toString("base64url");
}

// Rows are created from 1970 on; a date outside the years PostgreSQL and ISO text agree on names no row.
const isCursorDate = (date: Date) =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999;

/** A cursor that does not decode names no position: the first page is shown instead. */
function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof at !== "string" || typeof id !== "string") return null;
    const date = new Date(at);
    return isCursorDate(date) ? { at: date, id } : null;
  } catch {
    return null;
  }
}

/**
 * Rows strictly below (lt) or above (gt) the cursor in (date, id) order. The
 * plain bound on the date lets PostgreSQL start its index walk at the cursor.
 */
function cursorWhere(field: string, cursor: Cursor, op: "lt" | "gt") {
  return {
    [field]: { [op === "lt" ? "lte" : "gte"]: cursor.at },
    OR: [{ [field]: { [op]: cursor.at } }, { id: { [op]: cursor.id } }],
  };
}

const reverse = (order: Order): Order => (order === "desc" ? "asc" : "desc");
/** The rows after a cursor are below it in descending order, above it in ascending. */
const beyond = (order: Order) => (order === "desc" ? "lt" : "gt");

/** Runs `find` for one page; `find` adds its own filters to `args.where`. */
export async function keysetPage<T extends Keyed<D>, D extends string = "createdAt">(
  query: KeysetQuery,
  find: (args: KeysetArgs<D>) => Promise<T[]>,
  field: D = "createdAt" as D,
  direction: Order = "desc",
): Promise<KeysetPage<T>> {
  const after = decodeCursor(query.after);
  const before = after ? null : decodeCursor(query.before);
  // Going back walks the other way, and the page is turned round again below.
  const order: Order = before ? reverse(direction) : direction;
  const rows = await find({
    where: after
      ? cursorWhere(field, after, beyond(direction))
      : before
        ? cursorWhere(field, before, beyond(order))
        : {},
    orderBy: [{ [field]: order } as Record<D, Order>, { id: order }],
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
    nextCursor: last && (before !== null || hasMore) ? encodeCursor(last, field) : null,
    prevCursor: first && (before ? hasMore : after !== null) ? encodeCursor(first, field) : null,
  };
}
