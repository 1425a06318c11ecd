import { readChunks } from "@/lib/api/read-body";
import type { Upload } from "@/lib/api/route";
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
