// An audit entry's details as a reader takes them in: one line per field that changed, "stage: lead → won", then
// whatever else the entry noted (a batch, a count). The raw JSON stays in the export (export-audit.ts); in the
// log's narrow column it was cut off, and a reader had to compare two JSON objects by eye to see what changed.

/** `field: before → after` for a change; `field: value` (no `before`) for anything else the entry noted. */
export type AuditDetailLine = { field: string; value: string; before?: string };

const NOTHING = "—";

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value in words: text as it is, nothing as a dash, a list of records by their labels, an object as its pairs. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return NOTHING;
  if (typeof value === "string") return value === "" ? '""' : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value))
    return value.map((item) => auditValueText(isFields(item) && "label" in item ? item.label : item)).join(", ");
  if (isFields(value))
    return Object.entries(value)
      .map(([key, item]) => `${key} ${auditValueText(item)}`)
      .join(", ");
  return String(value);
}

// A bulk delete can hold a thousand records; the line shows the first few by label and counts the rest (the export
// keeps them all), so one entry does not fill the log with names.
const RECORDS_SHOWN = 5;

/** "general, random and 998 more": the first RECORDS_SHOWN records' labels, then how many are left. */
function recordsText(records: readonly unknown[]): string {
  const shown = auditValueText(records.slice(0, RECORDS_SHOWN));
  const more = records.length - RECORDS_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `before` and `after` that differ: all the fields set, for a record created or deleted. */
function changedFields(before: unknown, after: unknown): AuditDetailLine[] {
  const was = isFields(before) ? before : {};
  const now = isFields(after) ? after : {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return fields
    .filter((field) => !same(was[field], now[field]))
    .map((field) => ({ field, before: auditValueText(was[field]), value: auditValueText(now[field]) }));
}

/** The lines the log shows for an entry's details (none for an entry without). */
export function auditDetailLines(details: unknown): AuditDetailLine[] {
  if (details === null || details === undefined) return [];
  if (!isFields(details)) return [{ field: "details", value: auditValueText(details) }];
  const { before, after, ...rest } = details;
  // A bulk delete keeps the records as they were, a list: say which went rather than compare them.
  const change = Array.isArray(before)
    ? [{ field: "records", value: recordsText(before) }]
    : "before" in details || "after" in details
      ? changedFields(before, after)
      : [];
  const noted = Object.entries(rest).map(([field, value]) => ({ field, value: auditValueText(value) }));
  return [...change, ...noted];
}
