// A CSV download streamed from a keyset cursor: one batch of rows in memory
// at a time, fetched only as fast as the client reads (the stream pulls), so
// a million users export in constant memory. The client going away stops it.
import { attachmentDisposition } from "@/lib/storage/object-store";
import { CSV_BOM, csvRow, type CsvValue } from "@/lib/export/csv";

export const EXPORT_BATCH = 2000;

export type CsvExport<T> = {
  fileName: string;
  header: readonly string[];
  /** The next batch after `cursor` (null: from the start); `nextCursor` null ends the file. */
  batch: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>;
  row: (item: T) => readonly CsvValue[];
};

export function csvStream<T>({ header, batch, row }: CsvExport<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        }
        const page = await batch(cursor);
        if (page.items.length > 0) controller.enqueue(encoder.encode(page.items.map((item) => csvRow(row(item))).join("")));
        cursor = page.nextCursor;
        if (!cursor) controller.close();
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

/** `users-2026-11-23.csv` */
export const datedFileName = (name: string, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;
