// The report of rejected rows the wizard offers for download: each row's number and
// reason, then its cells as the file had them, written as the CSV exports are
// (a BOM for Excel, formula-looking cells neutralised: lib/export/csv.ts).
import { CSV_BOM, csvRow } from "@/lib/export/csv";
import { CSV_IMPORT_TEXT } from "@/lib/csv-import/messages";
import type { RejectedRow } from "@/lib/csv-import/schema";

export function rejectedRowsReport(header: string[], rejected: RejectedRow[]): string {
  const lines = rejected.map(({ row, reason, cells }) => csvRow([row, reason, ...cells]));
  return CSV_BOM + csvRow([...CSV_IMPORT_TEXT.reportColumns, ...header]) + lines.join("");
}
