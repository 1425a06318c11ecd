// CSV as spreadsheets read it (RFC 4180, CRLF rows, UTF-8 with a byte-order
// mark so Excel does not guess another encoding), and safe to open: a text
// cell a spreadsheet could run as a formula (=, +, -, @ or their full-width
// forms, also after spaces an importer may trim; tab, CR, LF) is prefixed
// with ', and every text cell is quoted, so that Excel in a locale whose list
// separator is ';' (de-DE, fr-FR) cannot split "Eve;=1+1" into a formula.

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers, booleans and dates are data, not formulas, and hold no separator: a negative number keeps its sign.
  if (typeof value !== "string") return text;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
