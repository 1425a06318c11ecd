// Dates and numbers as the panel shows them; "fallback" when there is none.
// Each formatter is made once: Chromium builds a new one on every toLocaleString call that names a
// locale or options (about 0.1 ms), which a board or a list pays per card or row as it hydrates.
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const DATE_TIME_UTC = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const SHORT_DATE_UTC = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const WHOLE_NUMBER = new Intl.NumberFormat("en-US");

/** 1234567 → "1,234,567" (en-US grouping), as `toLocaleString("en-US")`; a bigint too. */
export function formatNumber(value: number | bigint): string {
  return WHOLE_NUMBER.format(value);
}

export function formatDate(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : SHORT_DATE.format(date);
}

export function formatLongDate(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : LONG_DATE.format(date);
}

/** A moment in UTC ("Nov 25, 2026, 9:49 PM UTC"): the same on the server and in every browser, so a pre-rendered list hydrates unchanged. */
export function formatDateTimeUtc(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : `${DATE_TIME_UTC.format(date)} UTC`;
}

/** A day in UTC ("Dec 25, 2026"): the same on the server and in every browser, as formatDateTimeUtc. */
export function formatDateUtc(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : SHORT_DATE_UTC.format(date);
}

/** A calendar day ("2025-03-01") → "Mar 1, 2025", read in UTC so no time zone moves it a day; null when it is not one. */
export function formatCalendarDay(value: string): string | null {
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : SHORT_DATE_UTC.format(date);
}
