// A CSV body parsed as it arrives: bytes are decoded (UTF-8, a byte-order mark
// dropped), cut into records by Papa Parse's own parser, and handed over a batch
// at a time. Papa's stream readers keep taking data while their consumer is
// paused, so a slow database would let a 20 MB upload pile up in memory; here
// the next piece of the body is read only when the previous records are
// written, and memory holds one piece and one partial record.
import Papa from "papaparse";
import { badRequest } from "@/lib/api/errors";
import { read } from "@/lib/api/read-body";
import { CSV_GUESS } from "@/lib/csv-import/dialect";
import { CSV_IMPORT_ERRORS } from "@/lib/csv-import/messages";

/** Records in file order; `malformed` holds the index (in `records`) of those Papa found broken, with why. */
export type CsvBatch = { records: string[][]; malformed: Map<number, string> };

/** The delimiter (`,` or `;`) and line break the file's first piece uses, as Papa guesses them. */
export function csvDialect(sample: string): { delimiter: string; newline: "\r\n" | "\n" | "\r" } {
  const { meta } = Papa.parse<string[]>(sample, { ...CSV_GUESS, preview: 1 });
  return { delimiter: meta.delimiter, newline: meta.linebreak as "\r\n" | "\n" | "\r" };
}

const isBlank = (record: string[]) => record.length === 1 && record[0] === "";

function batchOf(results: Papa.ParseResult<string[]>): CsvBatch {
  const malformed = new Map(results.errors.map((error) => [error.row ?? 0, error.message] as const));
  const records: string[][] = [];
  const kept = new Map<number, string>();
  results.data.forEach((record, index) => {
    if (isBlank(record)) return;
    const reason = malformed.get(index);
    if (reason) kept.set(records.length, reason);
    records.push(record);
  });
  return { records, malformed: kept };
}

/** The body as text; a BOM is dropped, and a character split between two pieces waits for its end. */
async function* decoded(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (let piece = await read(reader); !piece.done; piece = await read(reader))
      yield decoder.decode(piece.value, { stream: true });
    yield decoder.decode();
  } finally {
    // The import stopped early (a failed write): read no more of the body.
    await reader.cancel().catch(() => undefined);
  }
}

const DIALECT_SAMPLE = 64 * 1024;

/** The text up to its last line break: a record cut short would skew the guess. */
function wholeLines(text: string): string {
  const end = Math.max(text.lastIndexOf("\n"), text.lastIndexOf("\r"));
  return end < 0 ? text : text.slice(0, end + 1);
}

/** The body's records, one batch per piece of the body; blank lines are skipped. */
export async function* csvBatches(body: ReadableStream<Uint8Array>): AsyncGenerator<CsvBatch> {
  let parser: Papa.Parser | undefined;
  let pending = "";
  let offset = 0;
  for await (const text of decoded(body)) {
    pending += text;
    // The dialect is guessed from the whole lines of the first 64 KB (or of the whole file, if smaller).
    parser ??= pending.length >= DIALECT_SAMPLE ? new Papa.Parser(csvDialect(wholeLines(pending))) : undefined;
    if (!parser) continue;
    const results = parser.parse(pending, offset, true) as Papa.ParseResult<string[]>;
    // The last record may continue in the next piece: it is parsed again with it.
    pending = pending.slice(results.meta.cursor - offset);
    offset = results.meta.cursor;
    yield batchOf(results);
  }
  if (!parser && !pending) throw badRequest(CSV_IMPORT_ERRORS.empty);
  parser ??= new Papa.Parser(csvDialect(wholeLines(pending)));
  yield batchOf(parser.parse(pending, offset, false) as Papa.ParseResult<string[]>);
}
