// Dates and numbers as the panel shows them; "fallback" when there is none.
// Each formatter is made once: Chromium builds a new one on every toLocaleString call that names a
// locale or options (about 0.1 ms), which a board or a list pays per card or row as it hydrates.
//
// One date format in two forms, in one time zone (docs/decisions/screens.md, "Dates"): UTC, the same on the server
// and in every browser, so a server-rendered list hydrates unchanged and two admins read the same moment alike. The
// zone is named once, at the foot of every panel screen (TIME_ZONE_NOTE), not after every date.
export const PANEL_TIME_ZONE = "UTC";
export const TIME_ZONE_NOTE = `Dates and times are shown in ${PANEL_TIME_ZONE}.`;

const DATE_FORMS = {
  /** A day: "Nov 29, 2026". */
  short: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: PANEL_TIME_ZONE }),
  /** A moment: "Nov 29, 2026, 2:38 AM". */
  long: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: PANEL_TIME_ZONE }),
};
export type DateForm = keyof typeof DATE_FORMS;

const WHOLE_NUMBER = new Intl.NumberFormat("en-US");

/** 1234567 → "1,234,567" (en-US grouping), as `toLocaleString("en-US")`; a bigint too. */
export function formatNumber(value: number | bigint): string {
  return WHOLE_NUMBER.format(value);
}

/**
 * The panel's one date format: `short` a day ("Nov 29, 2026"), `long` a moment ("Nov 29, 2026, 2:38 AM"), both in
 * PANEL_TIME_ZONE; `fallback` when there is no date or it is not one.
 */
export function formatDate(
  value: string | Date | null | undefined,
  fallback: string,
  form: DateForm = "short",
): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : DATE_FORMS[form].format(date);
}

/** A calendar day ("2025-03-01") → "Mar 1, 2025", the short form, read in UTC so no zone moves it a day; null when it is not one. */
export function formatCalendarDay(value: string): string | null {
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMS.short.format(date);
}
