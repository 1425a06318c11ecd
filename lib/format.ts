// Dates as the panel shows them; "fallback" when there is none.
export function formatDate(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

export function formatLongDate(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** A moment in UTC ("Nov 25, 2026, 9:49 PM UTC"): the same on the server and in every browser, so a pre-rendered list hydrates unchanged. */
export function formatDateTimeUtc(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : `${date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

/** A day in UTC ("Dec 25, 2026"): the same on the server and in every browser, as formatDateTimeUtc. */
export function formatDateUtc(value: string | Date | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
