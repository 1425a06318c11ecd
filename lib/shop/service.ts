// Shop items (SPEC §2, §4, §5, §7 Content): a searched list in display order
// and audited create, update, delete and bulk delete, each in one transaction
// with its audit entry. Deleting moves an item to the trash with its bonus-file
// rows and purchases; its stored objects stay until the purge (lib/trash).
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { badRequest, notFound } from "@/lib/api/errors";
import { countedPage, type Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import type { TrashMove } from "@/lib/trash/move";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { shopItemSelect, type ShopItemRecord } from "@/lib/shop/record";
import { SHOP_ERRORS } from "@/lib/shop/messages";
import { orderedPage } from "@/lib/shop/ordered-page";
import {
  shopItemIssues,
  type BulkDeleteShopItems,
  type BulkEditShopItems,
  type ListShopItemsQuery,
  type ShopFilter,
  type ShopItemFormValues,
  type ShopItemPatch,
} from "@/lib/shop/schema";
import {
  createRecord,
  deleteRecord,
  deleteRecords,
  updateRecord,
  type RecordChange,
  type ManyReader,
  type RecordKind,
} from "@/lib/records/audited-change";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { matchingIds, updateRecords } from "@/lib/records/bulk-update";

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
  return countedPage(page, total);
}

const shopItemNotFound = () => notFound(SHOP_ERRORS.notFound);

const shopItemKind: RecordKind<ShopItemRecord, "shop_item"> & ManyReader<ShopItemRecord> = {
  type: "shop_item",
  noun: "shop item",
  table: "shop_items",
  select: shopItemSelect,
  read: (tx, id) => tx.shopItem.findUniqueOrThrow({ where: { id }, select: shopItemSelect }),
  readMany: (tx, ids) => tx.shopItem.findMany({ where: { id: { in: ids } }, select: shopItemSelect }),
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

export type DeleteShopItemResult = { id: string; removed: RemovedWithItems };

const removedWithItems = ({ removed }: TrashMove): RemovedWithItems => ({
  bonusFiles: removed.bonusFiles ?? 0,
  purchases: removed.purchases ?? 0,
});

/** DELETE /api/admin/shop/{id}: to the trash with its bonus-file rows and purchases; the files' bytes stay until the purge. */
export async function deleteShopItem(actor: SessionUser, change: RecordChange): Promise<DeleteShopItemResult> {
  return { id: change.id, removed: removedWithItems(await deleteRecord(shopItemKind, actor, change)) };
}

export type BulkDeleteShopItemsResult = { deleted: number; removed: RemovedWithItems; batch: string };

/** POST /api/admin/shop/bulk-delete: all the named items to the trash, or none (404 when one is missing). */
export async function bulkDeleteShopItems(
  actor: SessionUser,
  input: BulkDeleteShopItems,
): Promise<BulkDeleteShopItemsResult> {
  const moved = await deleteRecords(shopItemKind, actor, input.itemIds);
  return { deleted: moved.deleted, removed: removedWithItems(moved), batch: moved.batchId };
}

/** PATCH /api/admin/shop: activate or deactivate many items; one SPEC's activation rule refuses is skipped with its hint. */
export function bulkUpdateShopItems(
  actor: SessionUser,
  { change, ...target }: BulkEditShopItems,
): Promise<BulkEditResult> {
  return updateRecords(
    shopItemKind,
    actor,
    target,
    (filter) => matchingIds((tx) => tx.shopItem, shopFilterWhere(filter)),
    {
      patch: change,
      refuse: (item) => shopItemIssues({ ...item, ...change })[0]?.message ?? null,
      write: (tx, ids) => tx.shopItem.updateMany({ where: { id: { in: ids } }, data: change }),
    },
  );
}
