// Field schemas that any resource's form shares with its routes: optional text, an optional
// reference to another row, an optional calendar date.
import { z } from "zod";
import { isDateOnly } from "@/lib/validation/date-only";

// The shape of the ids Prisma gives rows (uuid()); anything else names no row (and never reaches SQL).
const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRowId(value: string): boolean {
  return ROW_ID.test(value);
}

/** Optional text of a given form: '' and null mean none; anything else must pass `isValid`, or fails with `message`. */
function optionalChecked(isValid: (value: string) => boolean, message: string, code?: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (isValid(value)) return value;
      ctx.addIssue({ code: "custom", message, params: { errorCode: code } });
      return z.NEVER;
    });
}

/** An optional date input; the value stays 'YYYY-MM-DD' text (no time zone to shift it). */
export function optionalDateOnly(message: string) {
  return optionalChecked(isDateOnly, message);
}

/** An optional reference to another row: a malformed id cannot name a row, so it fails as an unknown one (refused with `code`). */
export function optionalRowId(notFoundMessage: string, code?: string) {
  return optionalChecked(isRowId, notFoundMessage, code);
}

/** Optional free text: blank becomes null. */
export function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);
}
