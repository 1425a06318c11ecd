// Shop items (SPEC §2, §4, §5, §7 Content): a searched list in display order
// and audited create, update, delete and bulk delete, each in one transaction
// with its audit entry. Deleting an item removes its bonus-file rows and its
// purchases (counted for the audit) in its transaction, then their stored objects.
import type { SessionUser } from "@/lib/auth/session";
import { badRequest, notFound } from "@/lib/api/errors";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { deleteItemObjects } from "@/lib/bonus-files/service";
import { isRowId } from "@/lib/crm/fields";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { shopItemSelect, type ShopItemRecord } from "@/lib/shop/record";
import { SHOP_ERRORS } from "@/lib/shop/messages";
import { orderedPage } from "@/lib/shop/ordered-page";
import {
  shopItemIssues,
  type BulkDeleteShopItems,
  type ListShopItemsQuery,
  type ShopFilter,
  type ShopItemFormValues,
  type ShopItemPatch,
} from "@/lib/shop/schema";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordChange,
  type RecordKind,
} from "@/lib/records/audited-change";

type Tx = Prisma.TransactionClient;

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

const shopItemKind: RecordKind<ShopItemRecord, "shop_item"> = {
  type: "shop_item",
  noun: "shop item",
  table: "shop_items",
  select: shopItemSelect,
  read: (tx, id) => tx.shopItem.findUniqueOrThrow({ where: { id }, select: shopItemSelect }),
  label: (item) => item.name,
  notFound: shopItemNotFound,
};

export function createShopItem(actor: SessionUser, data: ShopItemFormValues): Promise<ShopItemRecord> {
  return createRecord(shopItemKind, actor, (tx) => tx.shopItem.create({ data, select: shopItemSelect }));
}

/** PATCH /api/admin/shop/{id}: the fields the body names; the item they leave must keep SPEC's rules. */
export function updateShopItem(
  actor: SessionUser,
  change: RecordChange,
  patch: ShopItemPatch,
): Promise<ShopItemRecord> {
  return updateRecord(shopItemKind, actor, change, (tx, before) => {
    const [issue] = shopItemIssues({ ...before, ...patch });
    if (issue) throw badRequest(issue.message);
    return tx.shopItem.update({ where: { id: change.id }, data: patch, select: shopItemSelect });
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
export async function deleteShopItem(actor: SessionUser, change: RecordChange): Promise<DeleteShopItemResult> {
  const { removed } = await deleteRecord(shopItemKind, actor, change, async (tx) => ({
    removed: await removeItems(tx, [change.id]),
  }));
  await deleteItemObjects([change.id]);
  return { id: change.id, removed };
}

export type BulkDeleteShopItemsResult = { deleted: number; removed: RemovedWithItems };

/** POST /api/admin/shop/bulk-delete: all the named items or none (404 when one is missing), then their files' bytes. */
export async function bulkDeleteShopItems(
  actor: SessionUser,
  input: BulkDeleteShopItems,
): Promise<BulkDeleteShopItemsResult> {
  const ids = [...new Set(input.itemIds)];
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
