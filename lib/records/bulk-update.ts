// One bulk edit of one resource, for every resource (docs/decisions/bulk-edit.md):
// one transaction of at most BULK_EDIT_LIMIT rows, locked in id order; a selected row
// whose version moved refuses the whole request (409, nothing changed); a row a rule
// refuses is skipped and reported; one audit row per record changed, with the action
// the single change writes.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudits } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { auditFields, type ManyReader, type RecordKind } from "@/lib/records/audited-change";
import { RECORDS_CHANGED } from "@/lib/api/error-codes";
import {
  BULK_EDIT_LIMIT,
  type BulkEditResult,
  type BulkTarget,
  type ChangedRecord,
  type SkippedRecord,
} from "@/lib/records/bulk-result";
import { holdReferences, lockRows, type Reference } from "@/lib/records/rows";
import type { VersionedRecord } from "@/lib/records/version";

type Tx = Prisma.TransactionClient;

/** The ids of the rows matching the filter, in id order: after `after`, or (under the lock) among `within`. */
export type MatchIds = (tx: Tx, page: { after?: string; within?: string[]; take: number }) => Promise<string[]>;

type IdFinder<Where> = {
  findMany: (args: {
    where: Where;
    orderBy: { id: "asc" };
    take: number;
    select: { id: true };
  }) => Promise<{ id: string }[]>;
};

/** MatchIds for a Prisma model and the list's own filter (`dealFilterWhere(filter)`). */
export function matchingIds<Where extends object>(model: (tx: Tx) => IdFinder<Where>, where: Where): MatchIds {
  return async (tx, { after, within, take }) => {
    const page = [...(after ? [{ id: { gt: after } }] : []), ...(within ? [{ id: { in: within } }] : [])];
    const rows = await model(tx).findMany({
      where: { AND: [where, ...page] } as Where,
      orderBy: { id: "asc" },
      take,
      select: { id: true },
    });
    return rows.map((row) => row.id);
  };
}

export type BulkEdit<R> = {
  /** What the change sets, in the record's own terms: a record that has it already is neither written nor audited. */
  patch: Partial<R>;
  /** Sets it on these rows (one statement; the version trigger raises each row's version). */
  write: (tx: Tx, ids: string[]) => Promise<unknown>;
  /** The rule a record must pass, read under its lock (it may read more in `tx`): the words of the refusal, or null. */
  refuse?: (record: R, tx: Tx) => string | null | Promise<string | null>;
  /** A rule over the records about to change, read under their locks: it throws to refuse the whole request. */
  guard?: (changing: R[]) => void;
  /** The single change's action when it has a name of its own ("user.ban"); else `<type>.update`. */
  action?: AuditAction;
  /** The rows the change points at (a contact's company): held first, a missing one a 400. */
  references?: readonly Reference[];
};

// Long enough for BULK_EDIT_LIMIT rows and their audit rows on a two-core machine.
const BULK_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };
const SKIPPED_SHOWN = 100;

function recordsChanged(changed: ChangedRecord[]): ApiError {
  const message = `${changed.length.toLocaleString("en-US")} of the selected records changed or went since you loaded them; nothing was changed. Review them, or apply the change to the rest.`;
  return new ApiError(409, message, RECORDS_CHANGED, {
    changed: changed.slice(0, SKIPPED_SHOWN),
    count: changed.length,
  });
}

type Locked<R> = { records: R[]; next: string | null };

/** The selection, locked and read; any row whose version is not the one the admin saw refuses the lot. */
async function lockSelection<R extends VersionedRecord>(
  tx: Tx,
  kind: RecordKind<R, string> & ManyReader<R>,
  selection: NonNullable<BulkTarget<unknown>["records"]>,
): Promise<Locked<R>> {
  const seen = new Map(selection.map((record) => [record.id, record.version]));
  const ids = [...seen.keys()];
  await lockRows(tx, kind.table, ids);
  const records = await kind.readMany(tx, ids);
  const current = new Map(records.map((record) => [record.id, record]));
  const changed = ids
    .filter((id) => current.get(id)?.version !== seen.get(id))
    .map((id) => {
      const record = current.get(id);
      return { id, label: record ? kind.label(record) : null, version: record?.version ?? null };
    });
  if (changed.length > 0) throw recordsChanged(changed);
  return { records, next: null };
}

/** One batch of the rows matching now, locked; a row that stopped matching before its lock is left out. */
async function lockMatching<R extends VersionedRecord>(
  tx: Tx,
  kind: ManyReader<R> & Pick<RecordKind<R, string>, "table">,
  match: MatchIds,
  { after, limit = BULK_EDIT_LIMIT }: BulkTarget<unknown>,
): Promise<Locked<R>> {
  const found = await match(tx, { after, take: limit + 1 });
  const batch = found.slice(0, limit);
  await lockRows(tx, kind.table, batch);
  const matching = await match(tx, { within: batch, take: limit });
  return { records: await kind.readMany(tx, matching), next: found.length > limit ? batch[batch.length - 1]! : null };
}

const hasPatch = <R>(record: R, patch: Partial<R>) =>
  Object.entries(patch).every(([key, value]) => value === undefined || record[key as keyof R] === value);

/**
 * PATCH /api/admin/<resource>: `edit` on the selected records (`target.records`, each at the version the admin saw)
 * or on one batch of those matching `target.filter` (`matching`), in one transaction.
 */
export function updateRecords<R extends VersionedRecord, Filter>(
  kind: RecordKind<R, string> & ManyReader<R>,
  actor: SessionUser,
  target: BulkTarget<Filter>,
  matching: (filter: Filter) => MatchIds,
  edit: BulkEdit<R>,
): Promise<BulkEditResult> {
  return db.$transaction(async (tx) => {
    await holdReferences(tx, edit.references ?? []);
    const { records, next } = target.filter
      ? await lockMatching(tx, kind, matching(target.filter), target)
      : await lockSelection(tx, kind, target.records ?? []);
    const skipped: SkippedRecord[] = [];
    const changing: R[] = [];
    for (const record of records) {
      const reason = await edit.refuse?.(record, tx);
      if (reason) skipped.push({ id: record.id, label: kind.label(record), reason });
      else if (!hasPatch(record, edit.patch)) changing.push(record);
    }
    edit.guard?.(changing);
    await writeAudited(tx, kind, actor, changing, edit.write, { action: edit.action, details: { bulk: true } });
    return {
      matched: records.length,
      changed: changing.length,
      unchanged: records.length - changing.length - skipped.length,
      skipped: skipped.length,
      skippedRecords: skipped.slice(0, SKIPPED_SHOWN),
      next,
    };
  }, BULK_TRANSACTION);
}

/** What an audited write of many records adds to each entry, and the action when not `<type>.update`. */
type AuditMark = { action?: AuditAction; details: Record<string, unknown> };

/**
 * `write`s the records `before` holds (read under their locks), then one audit row per record it changed, with
 * before and after: a bulk edit's, or an import's updates. A record the write left alone (its version as it was)
 * has nothing to undo and no row. Answers how many it changed.
 */
export async function writeAudited<R extends VersionedRecord>(
  tx: Tx,
  kind: RecordKind<R, string> & ManyReader<R>,
  actor: SessionUser,
  before: R[],
  write: (tx: Tx, ids: string[]) => Promise<unknown>,
  { action, details }: AuditMark,
): Promise<number> {
  if (before.length === 0) return 0;
  const ids = before.map((record) => record.id);
  await write(tx, ids);
  const after = new Map((await kind.readMany(tx, ids)).map((record) => [record.id, record]));
  const changed = before.filter((old) => after.has(old.id) && after.get(old.id)!.version !== old.version);
  const audited = kind.audited ?? kind.select;
  await recordAudits(
    tx,
    changed.map((old) => {
      const record = after.get(old.id)!;
      return {
        actor,
        action: action ?? (`${kind.type}.update` as AuditAction),
        targetType: kind.type,
        targetId: record.id,
        targetLabel: kind.label(record),
        details: {
          before: auditFields(old, audited),
          after: auditFields(record, audited),
          version: record.version,
          ...details,
        } as Prisma.InputJsonValue,
      };
    }),
  );
  return changed.length;
}
