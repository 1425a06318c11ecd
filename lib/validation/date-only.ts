// Calendar dates without a time ('YYYY-MM-DD'): a due date, a close date, a day of the audit
// log's range. Kept as text from form to column, so no time zone can move them to another day.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30), year 1 to 9999. */
export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' → the Date Prisma stores in a date column, and back. */
export const dateOnlyToDate = (value: string | null): Date | null =>
  value ? new Date(`${value}T00:00:00.000Z`) : null;
export const dateToDateOnly = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);
