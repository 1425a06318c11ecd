// CSV as spreadsheets read it (RFC 4180, CRLF rows, UTF-8 with a byte-order
// mark so Excel does not guess another encoding), and safe to open: a cell a
// spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with '.

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
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
