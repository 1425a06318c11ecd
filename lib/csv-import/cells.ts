// From a row's mapped cells to a form schema's verdict. Server-only (the schemas run here again whatever the browser saw).
import type { z } from "zod";

/**
 * The input a form would send for these cells: a blank cell is a field left empty, so the form's
 * default applies (a contact's status is lead); choice fields are compared without case ("Lead").
 */
export function formInput<F extends string>(
  cells: Partial<Record<F, string>>,
  choices: readonly F[],
): Partial<Record<F, string>> {
  const input: Partial<Record<F, string>> = {};
  for (const [field, cell] of Object.entries(cells) as [F, string | undefined][]) {
    if (!cell?.trim()) continue;
    input[field] = choices.includes(field) ? cell.trim().toLowerCase() : cell;
  }
  return input;
}

/** The schema's values, or its first complaint in its own words (the form shows the same). */
export function checkRow<S extends z.ZodType>(schema: S, input: unknown): { values: z.output<S> } | { reason: string } {
  const parsed = schema.safeParse(input);
  return parsed.success ? { values: parsed.data } : { reason: parsed.error.issues[0]?.message ?? "Invalid row" };
}

/** True when the row's cell for `field` holds something: an update keeps the record's value otherwise. */
export const filled = <F extends string>(cells: Partial<Record<F, string>>, field: F): boolean =>
  Boolean(cells[field]?.trim());
