// Roadmap items (SPEC §2, §3, §7 Content): the whole roadmap sorted by order,
// audited create, update, delete and bulk delete, and (beyond SPEC) a reorder
// saved in one statement. Every change runs in one transaction with its audit entry.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { conflict, notFound } from "@/lib/api/errors";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import {
  createRecord,
  deleteRecordAnsweringId,
  deleteRecordsAnsweringBatch,
  updateRecord,
  type BulkDeleted,
  type RecordChange,
  type ManyReader,
  type RecordKind,
} from "@/lib/records/audited-change";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { matchingIds, updateRecords } from "@/lib/records/bulk-update";
import type { Prisma } from "@/lib/generated/prisma/client";
import { roadmapItemSelect, type RoadmapItemRecord } from "@/lib/roadmap/record";
import { staleVersion } from "@/lib/records/stale-version";
import { MAX_ROADMAP_ITEMS, ROADMAP_ERRORS } from "@/lib/roadmap/messages";
import { roadmapOrderTag } from "@/lib/roadmap/order-tag";
import {
  type BulkDeleteRoadmap,
  type BulkEditRoadmap,
  type ReorderRoadmap,
  type RoadmapItemFormValues,
  type RoadmapItemPatch,
} from "@/lib/roadmap/schema";

type Tx = Prisma.TransactionClient;

const ROADMAP_ORDER = [
  { order: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
] satisfies Prisma.RoadmapItemOrderByWithRelationInput[];

/** What changes the roadmap's order, for the 412 that names who changed it. */
const ORDER_CHANGES = [
  "roadmap_item.reorder",
  "roadmap_item.create",
  "roadmap_item.delete",
  "roadmap_item.bulk_delete",
] as const;

// Creates and reorders take this lock, so the cap and a reorder's "every item once" see a set that cannot grow under them.
const ROADMAP_LOCK = 7_401_001;

const itemNotFound = () => notFound(ROADMAP_ERRORS.notFound);

/** GET /api/admin/roadmap: every item (at most MAX_ROADMAP_ITEMS, which creates enforce), by order, then age. */
export function listRoadmapItems(): Promise<RoadmapItemRecord[]> {
  return db.roadmapItem.findMany({ orderBy: ROADMAP_ORDER, take: MAX_ROADMAP_ITEMS, select: roadmapItemSelect });
}

async function lockRoadmap(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ROADMAP_LOCK}::bigint)`;
}

const roadmapItemKind: RecordKind<RoadmapItemRecord, "roadmap_item"> & ManyReader<RoadmapItemRecord> = {
  type: "roadmap_item",
  noun: "roadmap item",
  table: "roadmap_items",
  select: roadmapItemSelect,
  read: (tx, id) => tx.roadmapItem.findUniqueOrThrow({ where: { id }, select: roadmapItemSelect }),
  readMany: (tx, ids) =>
    tx.roadmapItem.findMany({ where: { id: { in: ids } }, orderBy: ROADMAP_ORDER, select: roadmapItemSelect }),
  label: (item) => item.title,
  notFound: itemNotFound,
};

export function createRoadmapItem(actor: SessionUser, data: RoadmapItemFormValues): Promise<RoadmapItemRecord> {
  return createRecord(roadmapItemKind, actor, async (tx) => {
    await lockRoadmap(tx);
    if ((await tx.roadmapItem.count()) >= MAX_ROADMAP_ITEMS) throw conflict(ROADMAP_ERRORS.full);
    return tx.roadmapItem.create({ data, select: roadmapItemSelect });
  });
}

/** PATCH /api/admin/roadmap/{id}: the fields the body names; the others keep their values. */
export function updateRoadmapItem(
  actor: SessionUser,
  change: RecordChange,
  patch: RoadmapItemPatch,
): Promise<RoadmapItemRecord> {
  return updateRecord(roadmapItemKind, actor, change, (tx) =>
    tx.roadmapItem.update({ where: { id: change.id }, data: patch, select: roadmapItemSelect }),
  );
}

export function deleteRoadmapItem(actor: SessionUser, change: RecordChange): Promise<{ id: string }> {
  return deleteRecordAnsweringId(roadmapItemKind, actor, change);
}

/** POST /api/admin/roadmap/bulk-delete: all to the trash or none; an id that names no item refuses the whole call (404). */
export function bulkDeleteRoadmapItems(actor: SessionUser, input: BulkDeleteRoadmap): Promise<BulkDeleted> {
  return deleteRecordsAnsweringBatch(roadmapItemKind, actor, input.itemIds);
}

/**
 * PUT /api/admin/roadmap/order (beyond SPEC): itemIds lists every item once,
 * in the new order; each item's order becomes its index. A list that is not
 * exactly the current set (an item was added or deleted meanwhile) is refused
 * with 409, and If-Match (the order the drag started from, order-tag.ts) with
 * 412 once another admin reordered, so a stale screen never scrambles the roadmap.
 */
export async function reorderRoadmapItems(
  actor: SessionUser,
  { itemIds }: ReorderRoadmap,
  ifMatch: string | undefined,
): Promise<RoadmapItemRecord[]> {
  return db.$transaction(async (tx) => {
    await lockRoadmap(tx);
    await tx.$queryRaw`SELECT 1 FROM "roadmap_items" ORDER BY "id" FOR UPDATE`;
    const before = await tx.roadmapItem.findMany({ orderBy: ROADMAP_ORDER, select: { id: true, order: true } });
    if (ifMatch !== undefined && ifMatch !== roadmapOrderTag(before.map((item) => item.id)))
      throw await staleVersion(tx, { type: "roadmap_item", noun: "roadmap order", actions: ORDER_CHANGES }, before);
    const current = new Set(before.map((item) => item.id));
    if (current.size !== itemIds.length || !itemIds.every((id) => current.has(id)))
      throw conflict(ROADMAP_ERRORS.reorderStale);
    const orderOf = new Map(before.map((item) => [item.id, item.order]));
    // One statement: each id's order becomes its position in the list, counted from 0; unchanged rows are left alone.
    await tx.$executeRaw`
      UPDATE "roadmap_items" AS item SET "order" = wanted.position - 1, "updated_at" = now()
      FROM unnest(${itemIds}::text[]) WITH ORDINALITY AS wanted(id, position)
      WHERE item."id" = wanted.id AND item."order" <> wanted.position - 1`;
    await recordAudit(tx, {
      actor,
      action: "roadmap_item.reorder",
      targetType: "roadmap_item",
      targetLabel: countLabel(itemIds.length, "roadmap item"),
      // The items whose place changed: the others were left alone.
      covers: itemIds.flatMap((id, position) => (orderOf.get(id) === position ? [] : [{ type: "roadmap_item", id }])),
      details: { before: before.map((item) => item.id), after: itemIds },
    });
    return tx.roadmapItem.findMany({ orderBy: ROADMAP_ORDER, select: roadmapItemSelect });
  });
}

/** PATCH /api/admin/roadmap: one status for many items. */
export function bulkUpdateRoadmapItems(
  actor: SessionUser,
  { change, ...target }: BulkEditRoadmap,
): Promise<BulkEditResult> {
  return updateRecords(roadmapItemKind, actor, target, () => matchingIds((tx) => tx.roadmapItem, {}), {
    patch: change,
    write: (tx, ids) => tx.roadmapItem.updateMany({ where: { id: { in: ids } }, data: change }),
  });
}
