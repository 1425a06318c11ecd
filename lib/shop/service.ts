// Shop items (SPEC §2, §4, §5, §7 Content): a searched list in display order
// and audited create, update, delete and bulk delete, each in one transaction
// with its audit entry. Deleting moves an item to the trash with its bonus-file
// rows and purchases; its stored objects stay until the purge (lib/trash).
import type { SessionUser } from "@/lib/auth/session";
import { badRequest, notFound } from "@/lib/api/errors";
import type { Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/record";
import { moveToTrash, type TrashMove } from "@/lib/trash/move";
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
  const ids = [...new Set(input.itemIds)];
  if (!ids.every(isRowId)) throw shopItemNotFound();
  return db.$transaction(
    async (tx) => {
      // Locked in id order, so two overlapping bulk deletes never wait on each other in a circle.
      const locked = await tx.$queryRaw<{ id: string }[]>(
        Prisma.sql`SELECT "id" FROM "shop_items" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`,
      );
      if (locked.length !== ids.length) throw shopItemNotFound();
      const items = await tx.shopItem.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
      const moved = await moveToTrash(
        tx,
        "shop_item",
        items.map(({ id, name }) => ({ id, label: name })),
        actor,
      );
      const removed = removedWithItems(moved);
      await recordAudit(tx, {
        actor,
        action: "shop_item.bulk_delete",
        targetType: "shop_item",
        targetLabel: countLabel(ids.length, "shop item"),
        details: { before: items.slice(0, 1000), after: null, deleted: ids.length, removed, batch: moved.batchId },
      });
      return { deleted: ids.length, removed, batch: moved.batchId };
    },
    { timeout: 60_000 },
  );
}
