// The report of rejected rows the wizard offers for download: each row's number and
// reason, then its cells as the file had them, written as the CSV exports are
// (a BOM for Excel, formula-looking cells neutralised: lib/export/csv.ts). An answer lists
// the first REJECTED_LISTED rejected rows only: a last line then says how many more there were.
import { CSV_BOM, csvRow } from "@/lib/export/csv";
import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
import type { RejectedRow } from "@/lib/csv-import/schema";

/** The report of `rejected`, the first of the file's `total` rejected rows. */
export function rejectedRowsReport(header: string[], rejected: RejectedRow[], total = rejected.length): string {
  const lines = rejected.map(({ row, reason, cells }) => csvRow([row, reason, ...cells]));
  if (total > rejected.length) lines.push(csvRow(["", CSV_IMPORT_TEXT.reportLeftOut(total - rejected.length, total)]));
  return CSV_BOM + csvRow([...CSV_IMPORT_TEXT.reportColumns, ...header]) + lines.join("");
}
