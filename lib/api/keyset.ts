// Keyset paging on (a date, id), newest first unless told otherwise (a list
// sorted oldest first), on createdAt unless told otherwise (purchases page on
// purchasedAt): page 20,000 costs what page 1 costs. Either direction walks the
// same (date, id) index, forwards or backwards.
export type Order = "asc" | "desc";
/** A row's date is a Date, or the ISO text of one where a list reads it as JSON will carry it. */
export type Keyed<D extends string> = Record<D, Date | string> & { id: string };
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
  const at = row[field];
  return Buffer.from(JSON.stringify([typeof at === "string" ? at : at.toISOString(), row.id])).toString("base64url");
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

export type Plan = { after: Cursor | null; before: Cursor | null; order: Order };

export function plan(query: KeysetQuery, direction: Order): Plan {
  const after = decodeCursor(query.after);
  const before = after ? null : decodeCursor(query.before);
  // Going back walks the other way, and the page is turned round again below.
  return { after, before, order: before ? reverse(direction) : direction };
}

/** The bound the page starts from, and the comparison that keeps the rows beyond it. */
export function bound({ after, before, order }: Plan, direction: Order): { cursor: Cursor; op: "lt" | "gt" } | null {
  if (after) return { cursor: after, op: beyond(direction) };
  return before ? { cursor: before, op: beyond(order) } : null;
}

/**
 * The page from the rows read for it (one past the limit, which tells whether there are more):
 * in display order again when it was read going back, with the cursors `encode` writes for its
 * first and last rows. Any keyset order pages this way (lib/shop/ordered-page.ts too).
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  { after, before }: { after: object | null; before: object | null },
  encode: (row: T) => string,
): KeysetPage<T> {
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit);
  if (before) items.reverse();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    hasMore,
    // Going forward there is a previous page whenever we started from a cursor; going back, whenever more rows remain.
    nextCursor: last && (before !== null || hasMore) ? encode(last) : null,
    prevCursor: first && (before ? hasMore : after !== null) ? encode(first) : null,
  };
}

/** Runs `find` for one page; `find` adds its own filters to `args.where`. */
export async function keysetPage<T extends Keyed<D>, D extends string = "createdAt">(
  query: KeysetQuery,
  find: (args: KeysetArgs<D>) => Promise<T[]>,
  field: D = "createdAt" as D,
  direction: Order = "desc",
): Promise<KeysetPage<T>> {
  const steps = plan(query, direction);
  const rows = await find(keysetArgs(query, steps, field, direction));
  return pageOf(rows, query.limit, steps, (row) => encodeCursor(row, field));
}

/** The `findMany` arguments of one page as `steps` reads it: a list of several sources passes them to each. */
export function keysetArgs<D extends string = "createdAt">(
  query: KeysetQuery,
  steps: Plan,
  field: D = "createdAt" as D,
  direction: Order = "desc",
): KeysetArgs<D> {
  const from = bound(steps, direction);
  return {
    where: from ? cursorWhere(field, from.cursor, from.op) : {},
    orderBy: [{ [field]: steps.order } as Record<D, Order>, { id: steps.order }],
    take: query.limit + 1,
  };
}
