// One audited change of one record, for every resource: the transaction, the row
// lock, the version check, the write and the audit entry with before and after.
// A service verb keeps only its rule (docs/architecture.md, "The record kit").
import "server-only";
import type { ApiError } from "@/lib/api/errors";
import type { AuditAction } from "@/lib/audit/actions";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deleteRow, holdReferences, lockRow, lockRows, type RecordTable, type Reference } from "@/lib/records/rows";
import { staleVersion } from "@/lib/records/stale-version";
import type { VersionedRecord } from "@/lib/records/version";
import type { TrashType } from "@/lib/trash/kinds";
import { moveToTrash, type TrashMove } from "@/lib/trash/move";

type Tx = Prisma.TransactionClient;

type Verb = "create" | "update" | "delete" | "bulk_delete";
/** The audit target types that have an action for the verb ("contact" for "contact.update"). */
type TypeWith<V extends Verb> = { [A in AuditAction]: A extends `${infer T}.${V}` ? T : never }[AuditAction];

/** What the kit knows of a resource. */
export type RecordKind<R extends VersionedRecord, T extends string = TypeWith<Verb>> = {
  /** The audit target type; its actions are `<type>.create`, `.update`, `.delete`. */
  type: T;
  /** How a message names one record: "This contact was changed by …". */
  noun: string;
  table: RecordTable;
  /** The resource's Prisma `select`: its `true` keys are the record's own columns, the audit log's before and after. */
  select: RecordSelect;
  /** The columns the audit log keeps, where not all of the select's (a user's access flags, not their profile). */
  audited?: RecordSelect;
  /** Reads the record as the API answers it (the resource's `select`). */
  read: (tx: Tx, id: string) => Promise<R>;
  label: (record: R) => string | null;
  notFound: () => ApiError;
};

/** A resource that bulk deletes: it reads several records (those that exist) at once. */
export type ManyReader<R> = { readMany: (tx: Tx, ids: string[]) => Promise<R[]> };

/** Which record a change is for, and the version the caller saw (If-Match), if it said. */
export type RecordChange = { id: string; ifMatch: string | undefined };

const OMITTED = new Set(["id", "version", "createdAt", "updatedAt"]);

type RecordSelect = Record<string, unknown>;

/** What the audit log keeps of a record: its own columns (not related records), without id, version and timestamps. */
export function auditFields(record: object, select: RecordSelect): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => select[key] === true && !OMITTED.has(key)));
}

const action = (type: string, verb: Verb) => `${type}.${verb}` as AuditAction;

/**
 * Locks the row for the rest of the transaction (so "before" is what the change replaced) and checks its version:
 * 404 when it is gone, 412 when `ifMatch` is not its version.
 */
export async function lockForChange<R extends VersionedRecord>(
  tx: Tx,
  kind: RecordKind<R, string>,
  change: RecordChange,
): Promise<R> {
  if (!(await lockRow(tx, kind.table, change.id))) throw kind.notFound();
  const current = await kind.read(tx, change.id);
  if (change.ifMatch !== undefined && change.ifMatch !== String(current.version))
    throw await staleVersion(
      tx,
      { type: kind.type, noun: kind.noun, id: current.id, version: current.version, updatedAt: current.updatedAt },
      current,
    );
  return current;
}

export function createRecord<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"create">>,
  actor: SessionUser,
  create: (tx: Tx) => Promise<R>,
  { references = [] }: WithReferences = {},
): Promise<R> {
  return db.$transaction(async (tx) => {
    await holdReferences(tx, references);
    const record = await create(tx);
    await recordAudit(tx, {
      actor,
      action: action(kind.type, "create"),
      targetType: kind.type,
      targetId: record.id,
      targetLabel: kind.label(record),
      details: {
        before: null,
        after: auditFields(record, kind.audited ?? kind.select),
        version: record.version,
      } as Prisma.InputJsonValue,
    });
    return record;
  });
}

/**
 * The rows the change will point at: held (key-share locks) before the row itself is locked, parents first,
 * the order deletes take them in (lib/records/rows.ts); a missing one is a 400.
 */
type WithReferences = { references?: readonly Reference[] };

type UpdateOptions = WithReferences & {
  /** The audit action, when the change has a name of its own ("purchase.release_bonuses"). */
  action?: AuditAction;
};

/** A change to one record: 404 when it is gone, 412 (and nothing changed) when `ifMatch` is not its version. */
export function updateRecord<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"update">>,
  actor: SessionUser,
  change: RecordChange,
  write: (tx: Tx, before: R) => Promise<R>,
  options?: UpdateOptions,
): Promise<R>;
/** A change with an action of its own ("user.ban"), for a resource that has no plain update. */
export function updateRecord<R extends VersionedRecord>(
  kind: RecordKind<R, string>,
  actor: SessionUser,
  change: RecordChange,
  write: (tx: Tx, before: R) => Promise<R>,
  options: UpdateOptions & { action: AuditAction },
): Promise<R>;
export function updateRecord<R extends VersionedRecord>(
  kind: RecordKind<R, string>,
  actor: SessionUser,
  change: RecordChange,
  write: (tx: Tx, before: R) => Promise<R>,
  options: UpdateOptions = {},
): Promise<R> {
  return db.$transaction(async (tx) => {
    await holdReferences(tx, options.references ?? []);
    const before = await lockForChange(tx, kind, change);
    const record = await write(tx, before);
    await recordAudit(tx, {
      actor,
      action: options.action ?? action(kind.type, "update"),
      targetType: kind.type,
      targetId: record.id,
      targetLabel: kind.label(record),
      details: {
        before: auditFields(before, kind.audited ?? kind.select),
        after: auditFields(record, kind.audited ?? kind.select),
        version: record.version,
      } as Prisma.InputJsonValue,
    });
    return record;
  });
}

/**
 * Deletes one record: it moves to the trash (lib/trash/move.ts) with what goes with it, and the rows
 * that pointed at it are unlinked. Answers what went and the batch its Undo restores.
 */
export function deleteRecord<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"delete"> & TrashType>,
  actor: SessionUser,
  change: RecordChange,
): Promise<TrashMove> {
  return db.$transaction(async (tx) => {
    const before = await lockForChange(tx, kind, change);
    const moved = await moveToTrash(tx, kind.type, [{ id: change.id, label: kind.label(before) }], actor);
    await recordAudit(tx, {
      actor,
      action: action(kind.type, "delete"),
      targetType: kind.type,
      targetId: change.id,
      targetLabel: kind.label(before),
      details: {
        before: auditFields(before, kind.audited ?? kind.select),
        after: null,
        batch: moved.batchId,
        // What went with it, where anything could.
        ...(Object.keys(moved.removed).length > 0 ? { removed: moved.removed } : {}),
        ...(Object.keys(moved.unlinked).length > 0 ? { unlinked: moved.unlinked } : {}),
      } as Prisma.InputJsonValue,
    });
    return moved;
  });
}

/**
 * Deletes one record of a kind that has no trash, for good (what points at it goes with it, by its foreign keys):
 * `check` may refuse it once it is locked. Answers the id the screen drops from its lists.
 */
export function deleteRecordForGood<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"delete">>,
  actor: SessionUser,
  change: RecordChange,
  check?: (before: R) => void,
): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    const before = await lockForChange(tx, kind, change);
    check?.(before);
    await deleteRow(tx, kind.table, before.id);
    await recordAudit(tx, {
      actor,
      action: action(kind.type, "delete"),
      targetType: kind.type,
      targetId: before.id,
      targetLabel: kind.label(before),
      details: { before: auditFields(before, kind.audited ?? kind.select), after: null } as Prisma.InputJsonValue,
    });
    return { id: before.id };
  });
}

/**
 * A bulk delete: every named record to the trash, or none (the kind's 404 when one is missing),
 * locked in id order so two overlapping bulk deletes never wait on each other in a circle; one
 * `<type>.bulk_delete` entry. Answers how many went and the batch their Undo restores.
 */
export function deleteRecords<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"bulk_delete"> & TrashType> & ManyReader<R>,
  actor: SessionUser,
  ids: readonly string[],
): Promise<TrashMove & { deleted: number }> {
  const unique = [...new Set(ids)];
  return db.$transaction(
    async (tx) => {
      if ((await lockRows(tx, kind.table, unique)) !== unique.length) throw kind.notFound();
      const records = await kind.readMany(tx, unique);
      const moved = await moveToTrash(
        tx,
        kind.type,
        records.map((record) => ({ id: record.id, label: kind.label(record) })),
        actor,
      );
      await recordAudit(tx, {
        actor,
        action: action(kind.type, "bulk_delete"),
        targetType: kind.type,
        targetLabel: countLabel(records.length, kind.noun),
        covers: records.map((record) => ({ type: kind.type, id: record.id })),
        details: {
          // The first thousand, as they were.
          before: records.slice(0, 1000).map((record) => ({
            id: record.id,
            label: kind.label(record),
            ...auditFields(record, kind.audited ?? kind.select),
          })),
          after: null,
          deleted: records.length,
          batch: moved.batchId,
          ...(Object.keys(moved.removed).length > 0 ? { removed: moved.removed } : {}),
          ...(Object.keys(moved.unlinked).length > 0 ? { unlinked: moved.unlinked } : {}),
        } as Prisma.InputJsonValue,
      });
      return { ...moved, deleted: records.length };
    },
    { timeout: 60_000 },
  );
}

/** DELETE's answer for a record that takes nothing with it: the id the screen drops from its lists. */
export async function deleteRecordAnsweringId<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"delete"> & TrashType>,
  actor: SessionUser,
  change: RecordChange,
): Promise<{ id: string }> {
  await deleteRecord(kind, actor, change);
  return { id: change.id };
}

/** A bulk delete's answer: how many went, and the batch their Undo restores. */
export type BulkDeleted = { deleted: number; batch: string };

/** A bulk delete's answer for records that take nothing with them. */
export async function deleteRecordsAnsweringBatch<R extends VersionedRecord>(
  kind: RecordKind<R, TypeWith<"bulk_delete"> & TrashType> & ManyReader<R>,
  actor: SessionUser,
  ids: readonly string[],
): Promise<BulkDeleted> {
  const { deleted, batchId } = await deleteRecords(kind, actor, ids);
  return { deleted, batch: batchId };
}
