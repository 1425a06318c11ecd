import { tooManyAtOnce } from "@/lib/api/errors";
import { readChunks } from "@/lib/api/read-body";
import type { Upload } from "@/lib/api/route";
import { CSV_IMPORT_ERROR_CODES, CSV_IMPORT_ERRORS } from "@/lib/csv-import/messages";
import { IMPORT_BODY_MAX_BYTES } from "@/lib/http/body-limits";

/** The body of every import route: the file itself, read whole (under its cap) before the import begins. */
export const CSV_UPLOAD: Upload = {
  contentType: "text/csv",
  maxBytes: IMPORT_BODY_MAX_BYTES,
  description:
    "The CSV file: UTF-8 (a byte-order mark is dropped), `,` or `;` between fields, quoted fields allowed, a header row first. `columns` maps each header column, in order, to a field or to nothing.",
};

/**
 * The whole upload, read before any connection is taken (at most the route's cap, 20 MB, in memory), as a
 * stream the parser then reads from memory. Each piece is let go once the parser has it.
 */
export async function readUpload(body: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const chunks: (Uint8Array | undefined)[] = await readChunks(body);
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next];
      if (!chunk) return controller.close();
      chunks[next++] = undefined;
      controller.enqueue(chunk);
    },
  });
}

/**
 * Imports (and dry runs) this process reads or runs at once, contacts and companies together. Each holds its file
 * in memory until it is parsed, up to the cap: three bound that to 60 MB a process, and leave room for one import
 * of each resource running while a third file arrives (docs/decisions/csv-import.md).
 */
export const IMPORTS_AT_ONCE = 3;
/** What a refused upload is told to wait: about the time a file near the cap takes to read and import. */
export const IMPORT_RETRY_AFTER_SECONDS = 10;

let importsUnderWay = 0;

/**
 * Runs `work` (the import, from reading its file to its answer) in one of the IMPORTS_AT_ONCE places, or refuses
 * at once with 429 and Retry-After, before a byte of the file is read.
 */
export async function inImportPlace<T>(work: () => Promise<T>): Promise<T> {
  if (importsUnderWay >= IMPORTS_AT_ONCE)
    throw tooManyAtOnce(
      CSV_IMPORT_ERRORS.tooManyAtOnce,
      IMPORT_RETRY_AFTER_SECONDS,
      CSV_IMPORT_ERROR_CODES.tooManyAtOnce,
    );
  importsUnderWay++;
  try {
    return await work();
  } finally {
    importsUnderWay--;
  }
}
