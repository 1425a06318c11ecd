// CSV as spreadsheets read it (RFC 4180, CRLF rows, UTF-8 with a byte-order
// mark so Excel does not guess another encoding), and safe to open: a text
// cell a spreadsheet could run as a formula (=, +, -, @ or their full-width
// forms, also after spaces an importer may trim; tab, CR, LF) is prefixed with '.

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are data, not formulas: a negative number keeps its sign.
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
