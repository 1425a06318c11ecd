// Row locks for purchases. Lock order: key-share locks on the user and the shop
// item first, then the update lock on the purchase, the order a user's or an
// item's delete takes (parent, then its purchases by cascade).
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** Constant SQL identifiers: no caller's text ever becomes part of the query. */
const TABLES = {
  purchases: Prisma.raw('"user_purchases"'),
  users: Prisma.raw('"users"'),
  shopItems: Prisma.raw('"shop_items"'),
} as const;

const LOCKS = { update: Prisma.raw("FOR UPDATE"), keyShare: Prisma.raw("FOR KEY SHARE") } as const;

async function lock(tx: Tx, table: keyof typeof TABLES, id: string, mode: keyof typeof LOCKS): Promise<boolean> {
  // PostgreSQL cannot hold a NUL in text, so no row has one in its id.
  if (id.includes("\u0000")) return false;
  const rows = await tx.$queryRaw<unknown[]>(
    Prisma.sql`SELECT 1 FROM ${TABLES[table]} WHERE "id" = ${id} ${LOCKS[mode]}`,
  );
  return rows.length > 0;
}

/** Locks a purchase for the rest of the transaction; false when there is none. */
export const lockPurchase = (tx: Tx, id: string) => lock(tx, "purchases", id, "update");

/** True when the user exists; it then cannot be deleted until we commit. */
export const holdUser = (tx: Tx, id: string) => lock(tx, "users", id, "keyShare");

/** True when the shop item exists; it then cannot be deleted until we commit. */
export const holdShopItem = (tx: Tx, id: string) => lock(tx, "shopItems", id, "keyShare");
