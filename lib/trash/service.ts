// The trash (beyond SPEC, docs/decisions/trash.md): the list of deleted
// records, restore (one, a selection, or a delete's whole batch: its Undo) and
// Delete Forever. Deleting itself is lib/trash/move.ts, called by each resource.
import "server-only";
import { notFound } from "@/lib/api/errors";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { deleteItemObjects } from "@/lib/bonus-files/service";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hasPermission } from "@/lib/permissions/has-permission";
import { visibleEmailsIn } from "@/lib/users/email-mask";
import type { TrashEntryRef, TrashType } from "@/lib/trash/kinds";
import { readableTrashTypes, requireTrashWrite } from "@/lib/trash/permissions";
import { purgeDate, purgeEntries, trashRetentionDays } from "@/lib/trash/purge";
import { refuseWithoutNeeds, restoreEntries } from "@/lib/trash/restore";
import type { ListTrashQuery, RestoreResult, RestoreTrash, TrashEntryRecord, TrashRef } from "@/lib/trash/schema";

type Tx = Prisma.TransactionClient;

const NOT_IN_TRASH = "Not in the trash: it was restored or deleted for good meanwhile";

const entrySelect = {
  id: true,
  type: true,
  recordId: true,
  label: true,
  batchId: true,
  deletedAt: true,
  deletedByLabel: true,
} as const;

/** GET /api/admin/trash: newest deletes first, by type and by a word of the label (or the exact id), of the kinds the viewer may read. */
export async function listTrash(viewer: SessionUser, query: ListTrashQuery): Promise<Page<TrashEntryRecord>> {
  const { search } = query;
  const readable = readableTrashTypes(viewer);
  // Labels hold emails ("Name (email)"): without users.email a search holding "@" matches ids only, or it
  // would read back the addresses shown masked.
  const seesEmail = hasPermission(viewer, "users.email");
  const byLabel = search && (seesEmail || !search.includes("@"));
  const where: Prisma.TrashEntryWhereInput = {
    type: { in: query.type && query.type !== "all" ? readable.filter((type) => type === query.type) : readable },
    ...(search
      ? {
          OR: [
            ...(byLabel ? [{ label: { contains: search, mode: "insensitive" as const } }] : []),
            { recordId: search },
          ],
        }
      : {}),
  };
  const [page, total] = await Promise.all([
    keysetPage(
      query,
      (args) => db.trashEntry.findMany({ ...args, where: { AND: [where, args.where] }, select: entrySelect }),
      "deletedAt",
    ),
    db.trashEntry.count({ where }),
  ]);
  const days = trashRetentionDays();
  const items = page.items.map((entry) => ({
    ...entry,
    label: entry.label === null ? null : visibleEmailsIn(viewer, entry.label),
    deletedByLabel: entry.deletedByLabel === null ? null : visibleEmailsIn(viewer, entry.deletedByLabel),
    type: entry.type as TrashType,
    purgeAt: purgeDate(entry.deletedAt, days),
  }));
  return countedPage({ ...page, items }, total);
}

/** Locks the named entries in id order (two overlapping restores never wait on each other in a circle). */
async function lockEntries(tx: Tx, refs: TrashRef[]): Promise<TrashEntryRef[]> {
  const types = refs.map((ref) => ref.type);
  const ids = refs.map((ref) => ref.id);
  return tx.$queryRaw<TrashEntryRef[]>`
    SELECT "id", "type", "record_id" AS "recordId", "label" FROM "trash"
     WHERE ("type", "record_id") IN (SELECT * FROM unnest(${types}::text[], ${ids}::text[]))
     ORDER BY "id" FOR UPDATE`;
}

function lockBatch(tx: Tx, batchId: string): Promise<TrashEntryRef[]> {
  return tx.$queryRaw<TrashEntryRef[]>`
    SELECT "id", "type", "record_id" AS "recordId", "label" FROM "trash"
     WHERE "batch_id" = ${batchId} ORDER BY "id" FOR UPDATE`;
}

const uniqueRefs = (refs: TrashRef[]) => [...new Map(refs.map((ref) => [`${ref.type}:${ref.id}`, ref])).values()];

/** The audit entry's target: the one record, or the count. */
function auditTarget(entries: TrashEntryRef[]) {
  const [only] = entries;
  return entries.length === 1 && only
    ? { targetType: only.type, targetId: only.recordId, targetLabel: only.label }
    : { targetType: "trash", targetLabel: countLabel(entries.length, "record") };
}

const summary = (entries: TrashEntryRef[]) =>
  entries.slice(0, 1000).map(({ type, recordId, label }) => ({ type, recordId, label }));

/** The selection's entries, locked: a 404 when the batch is gone or one entry named is. */
async function lockSelection(tx: Tx, selection: RestoreTrash): Promise<TrashEntryRef[]> {
  if ("batch" in selection) {
    const entries = await lockBatch(tx, selection.batch);
    if (entries.length === 0) throw notFound(NOT_IN_TRASH);
    return entries;
  }
  const refs = uniqueRefs(selection.entries);
  const entries = await lockEntries(tx, refs);
  if (entries.length !== refs.length) throw notFound(NOT_IN_TRASH);
  return entries;
}

/** Brings the locked entries back with their `trash.restore` entry; `batch` when they are (part of) a delete's batch. */
async function restoreAudited(tx: Tx, actor: SessionUser, entries: TrashEntryRef[], batch: string | null) {
  requireTrashWrite(
    actor,
    entries.map((entry) => entry.type),
  );
  const notes = await restoreEntries(tx, entries);
  await recordAudit(tx, {
    actor,
    action: "trash.restore",
    ...auditTarget(entries),
    covers: entries.map(({ type, recordId }) => ({ type, id: recordId })),
    details: { entries: summary(entries), notes, ...(batch ? { batch } : {}) },
  });
  return notes;
}

/**
 * Entries one step of a large batch's restore brings back. A batch up to this size comes back in one transaction,
 * all or none; a larger one (a purge of a member's 100,000 messages) in steps of this size, each its own short
 * transaction, so no lock is held for the whole restore.
 */
export const RESTORE_STEP = 2_000;

async function batchEntries(batchId: string): Promise<{ type: TrashType; ids: string[] }[]> {
  const rows = await db.$queryRaw<{ type: TrashType; ids: string[] }[]>`
    SELECT "type", array_agg("id") AS "ids" FROM "trash" WHERE "batch_id" = ${batchId} GROUP BY "type"`;
  return rows;
}

/**
 * A large batch, step by step: first the whole batch is checked (the permission for its types; the records it
 * cannot come back without), so a refusal leaves it all in the trash; then each step locks the next entries
 * (skipping those a concurrent restore of the same batch holds) and brings them back with its own audit entry.
 */
async function restoreBatchInSteps(actor: SessionUser, batchId: string): Promise<RestoreResult> {
  const types = await batchEntries(batchId);
  requireTrashWrite(
    actor,
    types.map((group) => group.type),
  );
  await db.$transaction(async (tx) => {
    for (const group of types) await refuseWithoutNeeds(tx, group.type, group.ids);
  });
  let restored = 0;
  const notes = new Set<string>();
  for (;;) {
    const step = await db.$transaction(
      async (tx) => {
        const entries = await tx.$queryRaw<TrashEntryRef[]>`
          SELECT "id", "type", "record_id" AS "recordId", "label" FROM "trash"
           WHERE "batch_id" = ${batchId} ORDER BY "id" LIMIT ${RESTORE_STEP} FOR UPDATE SKIP LOCKED`;
        if (entries.length > 0) for (const note of await restoreAudited(tx, actor, entries, batchId)) notes.add(note);
        return entries.length;
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
    if (step === 0) break;
    restored += step;
  }
  if (restored === 0) throw notFound(NOT_IN_TRASH);
  return { restored, notes: [...notes] };
}

/**
 * POST /api/admin/trash/restore and …/{type}/{id}/restore: all of them come back, or none (404 when one is gone);
 * a batch larger than RESTORE_STEP in steps.
 */
export async function restoreFromTrash(actor: SessionUser, selection: RestoreTrash): Promise<RestoreResult> {
  if ("batch" in selection) {
    const [{ size }] = await db.$queryRaw<[{ size: number }]>`
      SELECT count(*)::int AS "size" FROM "trash" WHERE "batch_id" = ${selection.batch}`;
    if (size > RESTORE_STEP) return restoreBatchInSteps(actor, selection.batch);
  }
  return db.$transaction((tx) => restoreSelection(tx, actor, selection), { timeout: 120_000, maxWait: 10_000 });
}

/**
 * Brings the selection back inside the caller's transaction, audited as trash.restore: all of it, or none (404 when
 * one entry is gone). The restore routes' (a batch up to RESTORE_STEP) and a report's Undo (lib/reports/resolve.ts).
 */
export async function restoreSelection(tx: Tx, actor: SessionUser, selection: RestoreTrash): Promise<RestoreResult> {
  const entries = await lockSelection(tx, selection);
  const notes = await restoreAudited(tx, actor, entries, "batch" in selection ? selection.batch : null);
  return { restored: entries.length, notes };
}

/** DELETE /api/admin/trash/{type}/{id}: gone for good now, not at the purge. */
export async function deleteForever(actor: SessionUser, ref: TrashRef): Promise<{ deleted: number }> {
  requireTrashWrite(actor, [ref.type]);
  const shopItems = await db.$transaction(async (tx) => {
    const entries = await lockEntries(tx, [ref]);
    if (entries.length === 0) throw notFound(NOT_IN_TRASH);
    const shopItems = await purgeEntries(tx, entries);
    await recordAudit(tx, {
      actor,
      action: "trash.delete",
      ...auditTarget(entries),
      details: { entries: summary(entries) },
    });
    return shopItems;
  });
  await deleteItemObjects(shopItems);
  return { deleted: 1 };
}
