// What an import call names beside its file: how each column maps to a field, and
// what a duplicate does. Shared by the routes, the wizard and the tests.
import { z } from "zod";
import { CSV_IMPORT_ERRORS, type ImportOutcome } from "@/lib/csv-import/messages";

export const DUPLICATE_ACTIONS = ["skip", "update"] as const;
export type DuplicateAction = (typeof DUPLICATE_ACTIONS)[number];

/** The fields a resource imports, with the label the wizard shows and the header words that match it. */
export type ImportField<F extends string = string> = { field: F; label: string; aliases: readonly string[] };

/** Each column of the file, in order: the field it fills, or null (ignored). */
export type ColumnMapping<F extends string = string> = (F | null)[];

/**
 * `?columns=firstName,lastName,,email&duplicates=skip`: one entry per column of the file (empty:
 * ignored); no field twice, and every field `required` names mapped (else every row would fail).
 */
export function importQuerySchema<F extends string>(fields: readonly ImportField<F>[], required: readonly F[]) {
  const byName = new Map(fields.map((entry) => [entry.field as string, entry]));
  const columns = z
    .string({ error: CSV_IMPORT_ERRORS.unknownField })
    .max(10_000)
    .transform((text, ctx): ColumnMapping<F> => {
      const mapping = text.split(",").map((name) => (name === "" ? null : name));
      const issue = mappingIssue(mapping, byName, required);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
      return mapping as ColumnMapping<F>;
    });
  return z.object({
    columns,
    duplicates: z.enum(DUPLICATE_ACTIONS, { error: "Duplicates must be skip or update" }).default("skip"),
    fileName: z.string().trim().max(255).optional(),
  });
}

function mappingIssue(
  mapping: (string | null)[],
  byName: Map<string, ImportField>,
  required: readonly string[],
): string | null {
  const named = mapping.filter((name) => name !== null);
  if (named.some((name) => !byName.has(name))) return CSV_IMPORT_ERRORS.unknownField;
  const twice = named.find((name, index) => named.indexOf(name) !== index);
  if (twice) return CSV_IMPORT_ERRORS.mappedTwice(byName.get(twice)!.label);
  const missing = required.find((name) => !named.includes(name));
  return missing ? CSV_IMPORT_ERRORS.requiredField(byName.get(missing)!.label) : null;
}

export type ImportQuery<F extends string = string> = {
  columns: ColumnMapping<F>;
  duplicates: DuplicateAction;
  fileName?: string;
};

/** A row the import refused: its number (1 is the first row under the header), why, and its cells as the file had them. */
export type RejectedRow = { row: number; reason: string; cells: string[] };

/**
 * How much of a file's outcome an answer lists, whatever its size: a 20 MB file can hold ten million rows, and
 * listing each (with a rejected row's cells) answered hundreds of megabytes. The counts cover every row.
 */
export const OUTCOMES_LISTED = 10_000;
export const REJECTED_LISTED = 1_000;

/**
 * An import that overwrites more existing records than this needs a recent proof of who the admin is (step-up,
 * lib/auth/step-up/step-up.ts), as other changes that are hard to undo do; a few corrections from a file need none.
 * The one threshold for every importing resource (lib/csv-import/run.ts asks it), here where the tests can read it
 * without the server's modules.
 */
export const UPDATES_WITHOUT_STEP_UP = 10;

/**
 * What a dry run or an import answers: `counts` over every row; one letter of OUTCOME_CODES a row in `outcomes`
 * for the first OUTCOMES_LISTED rows; the first REJECTED_LISTED rejected rows in `rejected`.
 */
export type ImportResult = {
  header: string[];
  counts: Record<ImportOutcome, number>;
  outcomes: string;
  rejected: RejectedRow[];
};
