// Keyset paging newest first on (purchasedAt, id): the library's own order.
// lib/api/keyset.ts pages on createdAt; purchases have no createdAt, and this
// keeps that shared pager untouched (docs/decisions.md).
import type { KeysetPage, KeysetQuery } from "@/lib/api/keyset";
import type { Prisma } from "@/lib/generated/prisma/client";

type Keyed = { purchasedAt: Date; id: string };
type Order = "asc" | "desc";

export type PurchaseKeysetArgs = {
  where: Prisma.UserPurchaseWhereInput;
  orderBy: [{ purchasedAt: Order }, { id: Order }];
  take: number;
};

function encodeCursor(row: Keyed): string {
  return Buffer.from(JSON.stringify([row.purchasedAt.toISOString(), row.id])).toString("base64url");
}

/** A cursor that does not decode names no position: the first page is shown instead. */
function decodeCursor(value: string | undefined): Keyed | null {
  if (!value) return null;
  try {
    const [purchasedAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof purchasedAt !== "string" || typeof id !== "string") return null;
    const date = new Date(purchasedAt);
    const year = date.getUTCFullYear();
    return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? null : { purchasedAt: date, id };
  } catch {
    return null;
  }
}

/**
 * Rows strictly older (lt) or newer (gt) than the cursor. The plain bound on
 * purchasedAt lets PostgreSQL start its walk of the purchasedAt index there.
 */
function cursorWhere(cursor: Keyed, op: "lt" | "gt"): Prisma.UserPurchaseWhereInput {
  const bound = op === "lt" ? "lte" : "gte";
  return {
    purchasedAt: { [bound]: cursor.purchasedAt },
    OR: [{ purchasedAt: { [op]: cursor.purchasedAt } }, { id: { [op]: cursor.id } }],
  };
}

/** One page of purchases; `find` adds its own filters to `args.where`. */
export async function purchaseKeysetPage<T extends Keyed>(query: KeysetQuery, find: (args: PurchaseKeysetArgs) => Promise<T[]>): Promise<KeysetPage<T>> {
  const after = decodeCursor(query.after);
  const before = after ? null : decodeCursor(query.before);
  const order: Order = before ? "asc" : "desc";
  const rows = await find({
    where: after ? cursorWhere(after, "lt") : before ? cursorWhere(before, "gt") : {},
    orderBy: [{ purchasedAt: order }, { id: order }],
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
    nextCursor: last && (before !== null || hasMore) ? encodeCursor(last) : null,
    prevCursor: first && (before ? hasMore : after !== null) ? encodeCursor(first) : null,
  };
}
