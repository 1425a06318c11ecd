// The wizard's look at a file before anything is sent: its header and first rows,
// parsed in the browser from the first 64 KB only, and a first guess at the mapping.
import Papa from "papaparse";
import { CSV_GUESS } from "@/lib/csv-import/dialect";
import { CSV_IMPORT_ERRORS } from "@/lib/csv-import/messages";
import type { ColumnMapping, ImportField } from "@/lib/csv-import/schema";

export const PREVIEW_ROWS = 5;
const PREVIEW_BYTES = 64 * 1024;

export type CsvPreview = { header: string[]; rows: string[][] };

/** The header and the first PREVIEW_ROWS rows; Blob.text() decodes UTF-8 and drops a byte-order mark. */
export async function readPreview(file: Blob): Promise<CsvPreview> {
  const text = await file.slice(0, PREVIEW_BYTES).text();
  const { data } = Papa.parse<string[]>(text, { ...CSV_GUESS, preview: PREVIEW_ROWS + 1 });
  const [header, ...rows] = data;
  if (!header) throw new Error(CSV_IMPORT_ERRORS.empty);
  return { header, rows };
}

/** "E-mail Address" and "email_address" compare equal. */
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Each column's field by its header: the field's name, label or an alias, without case or punctuation; a field at most once. */
export function autoMatch<F extends string>(header: string[], fields: readonly ImportField<F>[]): ColumnMapping<F> {
  const taken = new Set<F>();
  return header.map((name) => {
    const wanted = normalise(name);
    const match = fields.find(
      ({ field, label, aliases }) =>
        !taken.has(field) && [field, label, ...aliases].some((candidate) => normalise(candidate) === wanted),
    );
    if (!match) return null;
    taken.add(match.field);
    return match.field;
  });
}
