// Field schemas the CRM forms (contacts, companies, deals, activities) share with their routes.
import { z } from "zod";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// The shape of the ids Prisma gives CRM rows (uuid()); anything else names no row (and never reaches SQL).
const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRowId(value: string): boolean {
  return ROW_ID.test(value);
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30), year 1 to 9999. */
export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional date input: '' and null mean none; the value stays 'YYYY-MM-DD' text (no time zone to shift it). */
export function optionalDateOnly(message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (isDateOnly(value)) return value;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/** An optional reference to another row: '' and null mean none; a malformed id cannot name a row. */
export function optionalRowId(notFoundMessage: string) {
  return z
    .string({ error: notFoundMessage })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (isRowId(value)) return value;
      ctx.addIssue({ code: "custom", message: notFoundMessage });
      return z.NEVER;
    });
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

/** 'YYYY-MM-DD' → the Date Prisma stores in a date column, and back. */
export const dateOnlyToDate = (value: string | null): Date | null =>
  value ? new Date(`${value}T00:00:00.000Z`) : null;
export const dateToDateOnly = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);
