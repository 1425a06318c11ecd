// A list's date range as whole UTC days ("2026-11-01" to "2026-11-30", both inclusive): the query's fields and
// the bounds a `where` puts on a date column. The audit log and the message search share it.
import { z } from "zod";
import { isDateOnly } from "@/lib/validation/date-only";

const DAY_MS = 24 * 60 * 60 * 1000;
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** An optional day (YYYY-MM-DD); "" when none. */
export const dayField = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isDateOnly(value), `${field} must be a date (YYYY-MM-DD)`)
    .optional()
    .default("");

export type DayRange = { from: string; to: string };

/** A refinement for schemas with both fields: the range must not end before it starts. */
export const orderedRange = (range: DayRange) => !range.from || !range.to || range.from <= range.to;
export const RANGE_ORDER = { message: "From must not be after To", path: ["to"] };

/** The bounds in UTC: from the first millisecond of `from` up to the end of `to` (no end bound past year 9999); null when neither is set. */
export function dayBounds(range: DayRange): { gte?: Date; lt?: Date } | null {
  if (!range.from && !range.to) return null;
  const end = range.to ? new Date(startOf(range.to).getTime() + DAY_MS) : null;
  return {
    ...(range.from ? { gte: startOf(range.from) } : {}),
    ...(end && end.getUTCFullYear() <= 9999 ? { lt: end } : {}),
  };
}
