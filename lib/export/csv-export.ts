// A CSV download streamed from a keyset cursor: one batch of rows in memory
// at a time, fetched only as fast as the client reads (the stream pulls), so
// a million users export in constant memory. The client going away stops it,
// and so does its admin's session ending (a sign-out, a ban, a demotion): the
// session is asked again before each batch after the first.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { keysetPage, type KeysetArgs } from "@/lib/api/keyset";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { CSV_BOM, csvRow, type CsvValue } from "@/lib/export/csv";
import { logger } from "@/lib/log/logger";
import { currentRequest } from "@/lib/log/request-log";
import { attachmentDisposition } from "@/lib/http/content-disposition";

export const EXPORT_BATCH = 2000;

export type CsvExport<T> = {
  fileName: string;
  header: readonly string[];
  /** The next batch after `cursor` (null: from the start); `nextCursor` null ends the file. */
  batch: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>;
  row: (item: T) => readonly CsvValue[];
  /** Asked before each batch after the first: false ends the file there, as failed. */
  stillAllowed: () => Promise<boolean>;
};

/** Who exports: the acting user, and whether their session still lets them (lib/api/route.ts `stillAllowed`). */
export type Exporter = { user: SessionUser; stillAllowed: () => Promise<boolean> };

/** Why an export stopped half way: its admin may no longer read what it holds. */
export class ExportRevokedError extends Error {
  constructor() {
    super("The export ended: the session that started it no longer gives access");
    this.name = "ExportRevokedError";
  }
}

/**
 * The file as a pull stream. A failure after the headers have gone can only cut the download
 * short: it is logged with the request's id (captured now, since reads run outside the request)
 * and the stream errors, so the browser reports a failed download rather than a complete file.
 */
export function csvStream<T>({ header, batch, row, stillAllowed }: CsvExport<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const requestId = currentRequest()?.requestId;
  let cursor: string | null = null;
  let started = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        }
        try {
          // Every batch but the first (EXPORT_BATCH rows apart): a revoked session gets no more rows.
          if (cursor && !(await stillAllowed())) {
            logger.info({ requestId }, "CSV export ended: its session no longer gives access");
            controller.error(new ExportRevokedError());
            return;
          }
          const page = await batch(cursor);
          if (cancelled) return;
          if (page.items.length > 0)
            controller.enqueue(encoder.encode(page.items.map((item) => csvRow(row(item))).join("")));
          cursor = page.nextCursor;
          if (!cursor) controller.close();
        } catch (error) {
          logger.error({ err: error, requestId }, "CSV export failed");
          controller.error(error);
        }
      },
      // The client went away: the batch under way finishes, nothing more is read.
      cancel() {
        cancelled = true;
      },
    },
    // Ask for the next batch only when the previous one has been read.
    { highWaterMark: 1 },
  );
}

/** The download: text/csv, an attachment named `fileName`, never cached. */
export function csvResponse<T>(download: CsvExport<T>): Response {
  return new Response(csvStream(download), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(download.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}

type AuditedExport<T> = {
  exporter: Exporter;
  /** What the audit entry records: the export's action, the kind of rows, and the filters used. */
  action: AuditAction;
  targetType: string;
  filter: Record<string, string | undefined>;
  /** `users` names the file `users-YYYY-MM-DD.csv`. */
  name: string;
  header: readonly string[];
  /** One keyset batch, newest first: `args` holds the cursor, the order and the batch size, to merge with the list's filter. */
  find: (args: KeysetArgs) => Promise<T[]>;
  row: (item: T) => readonly CsvValue[];
};

/** Every list's export: audited when it starts (who took which slice), then streamed batch by batch from the list's own keyset order. */
export async function auditedCsvExport<T extends { createdAt: Date; id: string }>({
  exporter: { user: actor, stillAllowed },
  action,
  targetType,
  filter,
  name,
  header,
  find,
  row,
}: AuditedExport<T>): Promise<Response> {
  await recordAudit(db, { actor, action, targetType, targetLabel: null, details: { filter } });
  return csvResponse({
    fileName: datedFileName(name),
    header,
    batch: (cursor) => keysetPage({ limit: EXPORT_BATCH, after: cursor ?? undefined }, find),
    row,
    stillAllowed,
  });
}

/** `users-2026-11-23.csv` */
export const datedFileName = (name: string, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
