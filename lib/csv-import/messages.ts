// Texts of the CSV import (docs/decisions/csv-import.md), shared by the service, the wizard and the tests.
import { errorCodes } from "@/lib/api/error-codes";

const count = (value: number) => value.toLocaleString("en-US");

export const IMPORT_OUTCOMES = ["created", "updated", "skipped", "rejected"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One letter a row in a result's `outcomes`, so 50,000 rows answer 50 KB rather than an object each. */
export const OUTCOME_CODES: Record<ImportOutcome, string> = { created: "c", updated: "u", skipped: "s", rejected: "r" };

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: "Created",
  updated: "Updated",
  skipped: "Skipped (duplicate)",
  rejected: "Rejected",
};

export const CSV_IMPORT_ERRORS = {
  empty: "The file is empty: it needs a header row",
  columnCount: (mapped: number, found: number) =>
    `The mapping names ${mapped} columns but the file's header has ${found}`,
  unknownField: "Each column maps to a field or to nothing",
  mappedTwice: (field: string) => `Only one column can map to ${field}`,
  requiredField: (field: string) => `Map a column to ${field}`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields; the header has ${expected}`,
  malformed: (why: string) => `Malformed CSV: ${why}`,
  tooManyAtOnce: "Too many files are being imported at once. Try again in a few seconds.",
  busy: (plural: string) => `Another import of ${plural} is running. Try again when it has finished.`,
} as const;

/** `csv_import.<key>`: the code a refusal sends beside its text (docs/decisions/error-codes.md). */
export const CSV_IMPORT_ERROR_CODES = errorCodes("csv_import", CSV_IMPORT_ERRORS);

export const CSV_IMPORT_TEXT = {
  button: "Import",
  title: (plural: string) => `Import ${plural}`,
  chooseFile: "Choose a CSV file (UTF-8, separated by , or ;, with a header row).",
  fileLabel: "CSV file",
  readError: "The file could not be read as CSV.",
  mappingHelp: "Match each column of the file to a field, or ignore it. The first rows show what each column holds.",
  ignore: "Ignore",
  previewCaption: "The first rows of the file",
  duplicatesLabel: "When a row matches an existing record",
  skip: "Skip the row",
  update: "Update the existing record",
  updateHint: "An update fills in the mapped columns; a blank cell keeps the record's value.",
  dryRun: "Check the file",
  checking: "Checking every row…",
  import: "Import",
  importing: "Importing…",
  finishing: "Saving…",
  back: "Back",
  next: "Next",
  close: "Done",
  downloadReport: "Download report of rejected rows",
  dryRunSummary: "Nothing has been saved yet. This is what the import will do:",
  doneSummary: "The import is done.",
  failed: "The import failed; nothing was saved.",
  reportColumns: ["Row", "Reason"],
  reportLeftOut: (leftOut: number, total: number) =>
    `${count(leftOut)} more rejected rows are not listed here: this report lists the first ${count(total - leftOut)} of ${count(total)}.`,
  rowsListed: (listed: number, total: number) =>
    `The table lists the first ${count(listed)} of the file's ${count(total)} rows; the counts above cover them all.`,
  rejectedListed: (listed: number, total: number) =>
    `The first ${count(listed)} of ${count(total)} rejected rows are listed, here and in the report.`,
} as const;
