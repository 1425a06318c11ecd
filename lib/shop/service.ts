// Shop items (SPEC §2, §4, §5, §7 Content): a searched list in display order
// and audited create, update, delete and bulk delete, each in one transaction
// with its audit entry. Deleting an item removes its bonus-file rows and its
// purchases (counted for the audit) in its transaction, then their stored objects.
import type { SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/api/errors";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { deleteItemObjects } from "@/lib/bonus-files/service";
import { isRowId } from "@/lib/crm/fields";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SHOP_ERRORS } from "@/lib/shop/messages";
import { orderedPage } from "@/lib/shop/ordered-page";
import {
  bulkDeleteShopItemsSchema,
  shopItemFormSchema,
  type BulkDeleteShopItemsInput,
  type ListShopItemsQuery,
  type ShopFilter,
  type ShopItemFormInput,
} from "@/lib/shop/schema";

type Tx = Prisma.TransactionClient;

export const shopItemSelect = {
  id: true,
  name: true,
  description: true,
  price: true,
  category: true,
  tier: true,
  isActive: true,
  blur: true,
  hasBonuses: true,
  order: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ShopItemSelect;

export type ShopItemRecord = Prisma.ShopItemGetPayload<{ select: typeof shopItemSelect }>;

const SEARCH_FIELDS = ["name", "category"] as const;

/** Case-insensitive over name and category; every word must match one of them. */
export function shopFilterWhere(filter: ShopFilter): Prisma.ShopItemWhereInput {
  return { AND: matchEveryTerm(filter.search, SEARCH_FIELDS) };
}

/** GET /api/admin/shop: display order (order, then oldest first), keyset-paged, with the exact count. */
export async function listShopItems(query: ListShopItemsQuery): Promise<Page<ShopItemRecord>> {
  const where = shopFilterWhere(query);
  const [page, total] = await Promise.all([
    orderedPage(query, (args) =>
      db.shopItem.findMany({ ...args, where: { AND: [where, args.where] }, select: shopItemSelect }),
    ),
    db.shopItem.count({ where }),
  ]);
  return { items: page.items, total, totalExact: true, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

const shopItemNotFound = () => notFound(SHOP_ERRORS.notFound);

/** What the audit log keeps of an item: its own columns. */
function auditView(item: ShopItemRecord) {
  const { name, description, price, category, tier, isActive, blur, hasBonuses, order } = item;
  return { name, description, price, category, tier, isActive, blur, hasBonuses, order };
}

/** Locks the item for the rest of the transaction, so "before" is what the change replaced. */
async function lockShopItem(tx: Tx, id: string): Promise<ShopItemRecord> {
  const rows = isRowId(id)
    ? await tx.$queryRaw<unknown[]>(Prisma.sql`SELECT 1 FROM "shop_items" WHERE "id" = ${id} FOR UPDATE`)
    : [];
  if (rows.length === 0) throw shopItemNotFound();
  return tx.shopItem.findUniqueOrThrow({ where: { id }, select: shopItemSelect });
}

export async function createShopItem(actor: SessionUser, input: ShopItemFormInput): Promise<ShopItemRecord> {
  const data = shopItemFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    const item = await tx.shopItem.create({ data, select: shopItemSelect });
    await recordAudit(tx, {
      actor,
      action: "shop_item.create",
      targetType: "shop_item",
      targetId: item.id,
      targetLabel: item.name,
      details: { before: null, after: auditView(item) },
    });
    return item;
  });
}

/** PATCH /api/admin/shop/{id}: the whole item, as the form sends it. */
export async function updateShopItem(
  actor: SessionUser,
  id: string,
  input: ShopItemFormInput,
): Promise<ShopItemRecord> {
  const data = shopItemFormSchema.parse(input);
  return db.$transaction(async (tx) => {
    const before = await lockShopItem(tx, id);
    const item = await tx.shopItem.update({ where: { id }, data, select: shopItemSelect });
    await recordAudit(tx, {
      actor,
      action: "shop_item.update",
      targetType: "shop_item",
      targetId: id,
      targetLabel: item.name,
      details: { before: auditView(before), after: auditView(item) },
    });
    return item;
  });
}

export type RemovedWithItems = { bonusFiles: number; purchases: number };

/** Removes the items' bonus-file rows and purchases (the schema would cascade; doing it here counts them), then the items. */
async function removeItems(tx: Tx, ids: string[]): Promise<RemovedWithItems> {
  const bonusFiles = await tx.shopItemBonusFile.deleteMany({ where: { shopItemId: { in: ids } } });
  const purchases = await tx.userPurchase.deleteMany({ where: { shopItemId: { in: ids } } });
  await tx.shopItem.deleteMany({ where: { id: { in: ids } } });
  return { bonusFiles: bonusFiles.count, purchases: purchases.count };
}

export type DeleteShopItemResult = { id: string; removed: RemovedWithItems };

/** DELETE /api/admin/shop/{id}: the item, its bonus-file rows and its purchases, then its files' bytes. */
export async function deleteShopItem(actor: SessionUser, id: string): Promise<DeleteShopItemResult> {
  const removed = await db.$transaction(async (tx) => {
    const before = await lockShopItem(tx, id);
    const removed = await removeItems(tx, [id]);
    await recordAudit(tx, {
      actor,
      action: "shop_item.delete",
      targetType: "shop_item",
      targetId: id,
      targetLabel: before.name,
      details: { before: auditView(before), after: null, removed },
    });
    return removed;
  });
  await deleteItemObjects([id]);
  return { id, removed };
}

export type BulkDeleteShopItemsResult = { deleted: number; removed: RemovedWithItems };

/** POST /api/admin/shop/bulk-delete: all the named items or none (404 when one is missing), then their files' bytes. */
export async function bulkDeleteShopItems(
  actor: SessionUser,
  input: BulkDeleteShopItemsInput,
): Promise<BulkDeleteShopItemsResult> {
  const ids = [...new Set(bulkDeleteShopItemsSchema.parse(input).itemIds)];
  if (!ids.every(isRowId)) throw shopItemNotFound();
  const removed = await db.$transaction(
    async (tx) => {
      // Locked in id order, so two overlapping bulk deletes never wait on each other in a circle.
      const locked = await tx.$queryRaw<{ id: string }[]>(
        Prisma.sql`SELECT "id" FROM "shop_items" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`,
      );
      if (locked.length !== ids.length) throw shopItemNotFound();
      const items = await tx.shopItem.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
      const removed = await removeItems(tx, ids);
      await recordAudit(tx, {
        actor,
        action: "shop_item.bulk_delete",
        targetType: "shop_item",
        targetLabel: countLabel(ids.length, "shop item"),
        details: { before: items.slice(0, 1000), after: null, deleted: ids.length, removed },
      });
      return removed;
    },
    { timeout: 60_000 },
  );
  await deleteItemObjects(ids);
  return { deleted: ids.length, removed };
}
