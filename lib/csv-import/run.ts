// The import itself, for any resource: the file's rows are validated with the
// resource's form schema, then written a batch at a time (one statement per
// batch and kind of write) inside one transaction, with one audit entry for
// the whole file and, as a bulk edit writes, one for each record an update
// changed, with before and after. A failure anywhere rolls everything back; a
// dry run is the same work rolled back on purpose, so it reports exactly what
// the import does. The file is read whole before the transaction begins: a
// client sending it slowly must not hold a database connection, or the
// import's lock, meanwhile (docs/decisions/csv-import.md).
import "server-only";
import type { PanelSession } from "@/lib/auth/session/session";
import { requireRecentConfirmation } from "@/lib/auth/step-up/step-up";
import type { AuditAction } from "@/lib/audit/actions";
import { countLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, conflict } from "@/lib/api/errors";
import { FirstRejected } from "@/lib/csv-import/first-rejected";
import { csvBatches } from "@/lib/csv-import/parse";
import { inImportPlace, readUpload } from "@/lib/csv-import/upload";
import type { ManyReader, RecordKind } from "@/lib/records/audited-change";
import { writeAudited } from "@/lib/records/bulk-update";
import type { VersionedRecord } from "@/lib/records/version";
import { CSV_IMPORT_ERRORS, OUTCOME_CODES, type ImportOutcome } from "@/lib/csv-import/messages";
import {
  OUTCOMES_LISTED,
  REJECTED_LISTED,
  UPDATES_WITHOUT_STEP_UP,
  type ImportQuery,
  type ImportResult,
} from "@/lib/csv-import/schema";

type Tx = Prisma.TransactionClient;

/** Rows written per statement: large enough that 50,000 rows are 50 round trips, small enough to stay well under PostgreSQL's parameter limits. */
export const IMPORT_BATCH = 1000;
/** The writes of the largest file (20 MB) on a busy two-core machine; the upload itself is over before it starts. */
const IMPORT_TIMEOUT_MS = 10 * 60 * 1000;

/** A valid row on its way to the database; `cells` are the mapped cells as given (an update keeps a field whose cell is blank). */
export type ImportRow<F extends string, V> = {
  row: number;
  values: V;
  cells: Partial<Record<F, string>>;
  record: string[];
};

export type ImportKind<F extends string, V, R extends VersionedRecord> = {
  action: AuditAction;
  /** The resource's record kit: what an update's audit rows say of each record it changed, before and after. */
  records: RecordKind<R, string> & ManyReader<R>;
  /** The record's noun, one and many, for the audit entry's target ("1,200 contacts"). */
  noun: readonly [one: string, many: string];
  /** Validates a row's mapped cells with the form's schema: the values to write, or the first problem. */
  validate: (cells: Partial<Record<F, string>>) => { values: V } | { reason: string };
  /** The duplicate key (email, name) as `keyColumn` computes it; null: the row is never a duplicate. */
  key: (values: V) => string | null;
  /** Where duplicates are: the table, and the expression over its row that gives the key. */
  keyColumn: { table: Prisma.Sql; expression: Prisma.Sql };
  /** Looks up what rows name by name (a contact's company), filling it in; answers why a row cannot be written, or null. */
  resolve?: (tx: Tx, rows: ImportRow<F, V>[]) => Promise<(string | null)[]>;
  /** Inserts the rows, in one statement; answers the new records' ids. */
  insert: (tx: Tx, rows: ImportRow<F, V>[]) => Promise<string[]>;
  /**
   * Updates the records of `ids` (locked) whose key a row has, in one statement; a blank cell keeps the record's
   * value, and a record the row would leave as it is is not written.
   */
  update: (tx: Tx, rows: ImportRow<F, V>[], ids: string[]) => Promise<void>;
};

class DryRunDone extends Error {
  constructor(readonly result: ImportResult) {
    super("dry run");
  }
}

/**
 * Imports the CSV `body` (or, with `dryRun`, reports what importing it would do, changing nothing). An import that
 * changes more than UPDATES_WITHOUT_STEP_UP existing records stops there, changing nothing, unless `session`
 * proved who the admin is recently; a dry run needs no proof.
 */
export async function runImport<F extends string, V, R extends VersionedRecord>(
  kind: ImportKind<F, V, R>,
  session: PanelSession,
  query: ImportQuery<F>,
  body: ReadableStream<Uint8Array>,
  dryRun: boolean,
): Promise<ImportResult> {
  return inImportPlace(async () => {
    // A file that would only meet the lock is not read at all. Outside a transaction the statement is a
    // transaction of its own: the lock it takes ends with it, so no connection is held while the file arrives.
    await takeImportLock(db, kind);
    return importFile(kind, session, query, await readUpload(body), dryRun);
  });
}

/** The file, read, parsed and written in one transaction that holds the resource's import lock. */
async function importFile<F extends string, V, R extends VersionedRecord>(
  kind: ImportKind<F, V, R>,
  session: PanelSession,
  query: ImportQuery<F>,
  file: ReadableStream<Uint8Array>,
  dryRun: boolean,
): Promise<ImportResult> {
  const actor = session.user;
  const confirmUpdates = (changed: number) => {
    if (!dryRun && changed > UPDATES_WITHOUT_STEP_UP) requireRecentConfirmation(session);
  };
  try {
    return await db.$transaction(
      async (tx) => {
        await takeImportLock(tx, kind);
        const importer = new Importer(tx, kind, query, { actor, confirmUpdates });
        const result = await importer.run(file);
        if (dryRun) throw new DryRunDone(result);
        const { created, updated } = result.counts;
        await recordAudit(tx, {
          actor,
          action: kind.action,
          targetType: kind.records.type,
          targetLabel: countLabel(created + updated, ...kind.noun),
          details: { fileName: query.fileName ?? null, duplicates: query.duplicates, counts: result.counts },
          // The updates have their own entries; the new records are reported by this one.
          covers: importer.createdIds.map((id) => ({ type: kind.records.type, id })),
        });
        return result;
      },
      { timeout: IMPORT_TIMEOUT_MS, maxWait: 10_000 },
    );
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}

/**
 * One import of a resource at a time (two files naming one new email must not both create it), held until the
 * transaction ends. Taken without waiting: a second import is refused at once rather than queued on a connection.
 */
async function takeImportLock<F extends string, V, R extends VersionedRecord>(
  tx: Pick<Tx, "$queryRaw">,
  kind: ImportKind<F, V, R>,
): Promise<void> {
  const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(hashtext(${kind.action})) AS "locked"`;
  if (!lock?.locked) throw conflict(CSV_IMPORT_ERRORS.busy(kind.noun[1]));
}

/** Who imports, and the check an import's updates pass as they add up (step-up past a few). */
type ImportActor = { actor: PanelSession["user"]; confirmUpdates: (changed: number) => void };

/** One file's pass: the header, then each row refused at once or queued for its batch's write. */

class Importer<F extends string, V, R extends VersionedRecord> {
  private header: string[] | null = null;
  private readonly counts: Record<ImportOutcome, number> = { created: 0, updated: 0, skipped: 0, rejected: 0 };
  private rows = 0;
  /** The first OUTCOMES_LISTED rows' outcomes: what the rest did is only counted. */
  private readonly outcomes: string[] = [];
  private readonly rejected = new FirstRejected(REJECTED_LISTED);
  private pending: ImportRow<F, V>[] = [];
  private readonly pendingKeys = new Set<string>();
  /** Existing records the updates changed so far. */
  private changed = 0;
  /** The records the import created. */
  readonly createdIds: string[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly kind: ImportKind<F, V, R>,
    private readonly query: ImportQuery<F>,
    private readonly by: ImportActor,
  ) {}

  async run(body: ReadableStream<Uint8Array>): Promise<ImportResult> {
    for await (const batch of csvBatches(body)) {
      for (const [index, record] of batch.records.entries()) {
        const malformed = batch.malformed.get(index);
        if (this.header) await this.add(record, malformed);
        else this.header = this.checkedHeader(record);
      }
    }
    await this.flush();
    if (!this.header) throw badRequest(CSV_IMPORT_ERRORS.empty);
    return {
      header: this.header,
      counts: this.counts,
      outcomes: this.outcomes.join(""),
      rejected: this.rejected.list(),
    };
  }

  private checkedHeader(record: string[]): string[] {
    const mapped = this.query.columns.length;
    if (mapped !== record.length) throw badRequest(CSV_IMPORT_ERRORS.columnCount(mapped, record.length));
    return record;
  }

  private async add(record: string[], malformed: string | undefined) {
    const row = ++this.rows;
    if (row <= OUTCOMES_LISTED) this.outcomes.push(OUTCOME_CODES.rejected);
    const expected = this.header!.length;
    if (malformed) return this.reject(row, record, CSV_IMPORT_ERRORS.malformed(malformed));
    if (record.length !== expected)
      return this.reject(row, record, CSV_IMPORT_ERRORS.fieldCount(record.length, expected));
    const cells: Partial<Record<F, string>> = {};
    this.query.columns.forEach((field, column) => {
      if (field) cells[field] = record[column];
    });
    const checked = this.kind.validate(cells);
    if ("reason" in checked) return this.reject(row, record, checked.reason);
    const key = this.kind.key(checked.values);
    // A key seen earlier in this batch: write the batch first, so this row finds that record as its duplicate.
    if (key !== null && this.pendingKeys.has(key)) await this.flush();
    if (key !== null) this.pendingKeys.add(key);
    this.pending.push({ row, values: checked.values, cells, record });
    if (this.pending.length >= IMPORT_BATCH) await this.flush();
  }

  private reject(row: number, cells: string[], reason: string) {
    this.counts.rejected++;
    this.rejected.add({ row, reason, cells });
  }

  private async flush() {
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    this.pendingKeys.clear();
    const reasons = (await this.kind.resolve?.(this.tx, rows)) ?? [];
    const writable = rows.filter(({ row, record }, index) => {
      const reason = reasons[index];
      if (reason) this.reject(row, record, reason);
      return !reason;
    });
    const existing = await existingKeys(this.tx, this.kind, writable);
    const duplicate = (row: ImportRow<F, V>) => existing.has(this.kind.key(row.values) ?? "");
    const created = writable.filter((row) => !duplicate(row));
    const duplicates = writable.filter(duplicate);
    this.createdIds.push(...(await this.kind.insert(this.tx, created)));
    this.settle(created, "created");
    if (this.query.duplicates === "update") await this.update(duplicates);
    this.settle(duplicates, this.query.duplicates === "update" ? "updated" : "skipped");
  }

  /** The records the rows name, locked and read, updated, and audited one by one with before and after. */
  private async update(rows: ImportRow<F, V>[]) {
    if (rows.length === 0) return;
    const { records } = this.kind;
    const before = await records.readMany(this.tx, await lockDuplicates(this.tx, this.kind, rows));
    const write = (tx: Tx, ids: string[]) => this.kind.update(tx, rows, ids);
    this.changed += await writeAudited(this.tx, records, this.by.actor, before, write, { details: { import: true } });
    this.by.confirmUpdates(this.changed);
  }

  private settle(rows: ImportRow<F, V>[], outcome: Exclude<ImportOutcome, "rejected">) {
    this.counts[outcome] += rows.length;
    for (const { row } of rows) if (row <= OUTCOMES_LISTED) this.outcomes[row - 1] = OUTCOME_CODES[outcome];
  }
}

/** The ids of the records whose key one of `rows` has, locked in id order (two imports never wait in a circle). */
async function lockDuplicates<F extends string, V, R extends VersionedRecord>(
  tx: Tx,
  kind: ImportKind<F, V, R>,
  rows: ImportRow<F, V>[],
): Promise<string[]> {
  const keys = rows.map((row) => kind.key(row.values)).filter((key) => key !== null);
  const { table, expression } = kind.keyColumn;
  const found = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM ${table} WHERE ${expression} IN (SELECT unnest(${keys}::text[])) ORDER BY "id" FOR UPDATE`;
  return found.map(({ id }) => id);
}

/** The keys of `rows` some record already has (one query for the batch). */
async function existingKeys<F extends string, V, R extends VersionedRecord>(
  tx: Tx,
  kind: ImportKind<F, V, R>,
  rows: ImportRow<F, V>[],
): Promise<Set<string>> {
  const keys = rows.map((row) => kind.key(row.values)).filter((key) => key !== null);
  if (keys.length === 0) return new Set();
  const { table, expression } = kind.keyColumn;
  // A join, not `= ANY(keys)`: that compares every row with every key (a second a batch at 30,000 rows).
  const found = await tx.$queryRaw<{ key: string }[]>`
    SELECT DISTINCT k."key" FROM ${table} JOIN unnest(${keys}::text[]) AS k("key") ON ${expression} = k."key"`;
  return new Set(found.map(({ key }) => key));
}
