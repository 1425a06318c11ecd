// Keyset paging in display order (order, then createdAt, then id, ascending):
// the shop lists what the admin placed first at the top, and any page costs
// what the first one costs. lib/api/keyset.ts pages newest first only.
import { pageOf, type KeysetPage, type KeysetQuery } from "@/lib/api/keyset";

type Ordered = { order: number; createdAt: Date; id: string };

export type OrderedArgs = {
  where: { OR: Record<string, unknown>[] } | Record<string, never>;
  orderBy: [{ order: "asc" | "desc" }, { createdAt: "asc" | "desc" }, { id: "asc" | "desc" }];
  take: number;
};

export function encodeOrderedCursor(row: Ordered): string {
  return Buffer.from(JSON.stringify([row.order, row.createdAt.toISOString(), row.id])).toString("base64url");
}

function decodeOrderedCursor(value: string | undefined): Ordered | null {
  if (!value) return null;
  try {
    const [order, createdAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as [
      unknown,
      unknown,
      unknown,
    ];
    if (!Number.isSafeInteger(order) || typeof createdAt !== "string" || typeof id !== "string") return null;
    const date = new Date(createdAt);
    const year = date.getUTCFullYear();
    return Number.isNaN(date.getTime()) || year < 1970 || year > 9999
      ? null
      : { order: order as number, createdAt: date, id };
  } catch {
    return null;
  }
}

/** Rows strictly after (gt) or before (lt) the cursor in display order. */
function cursorWhere(cursor: Ordered, op: "gt" | "lt") {
  return {
    OR: [
      { order: { [op]: cursor.order } },
      { order: cursor.order, createdAt: { [op]: cursor.createdAt } },
      { order: cursor.order, createdAt: cursor.createdAt, id: { [op]: cursor.id } },
    ],
  };
}

/** Runs `find` for one page; `find` adds its own filters to `args.where`. */
export async function orderedPage<T extends Ordered>(
  query: KeysetQuery,
  find: (args: OrderedArgs) => Promise<T[]>,
): Promise<KeysetPage<T>> {
  const after = decodeOrderedCursor(query.after);
  const before = after ? null : decodeOrderedCursor(query.before);
  const direction = before ? "desc" : "asc";
  const rows = await find({
    where: after ? cursorWhere(after, "gt") : before ? cursorWhere(before, "lt") : {},
    orderBy: [{ order: direction }, { createdAt: direction }, { id: direction }],
    take: query.limit + 1,
  });
  return pageOf(rows, query.limit, { after, before }, encodeOrderedCursor);
}
