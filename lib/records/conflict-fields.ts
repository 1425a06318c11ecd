// The fields a stale change and the current record disagree on, for the conflict
// dialog (components/records/conflict-dialog.tsx): the other admin's value beside yours.

export type ConflictField = { field: string; label: string; theirs: string; yours: string };

/** "expectedCloseDate" → "Expected close date". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** Each field the change named whose value differs from the record's current one. */
export function conflictingFields(
  current: Record<string, unknown>,
  attempted: Record<string, unknown>,
): ConflictField[] {
  return Object.entries(attempted)
    .filter(([field, yours]) => field in current && shown(current[field]) !== shown(yours))
    .map(([field, yours]) => ({ field, label: fieldLabel(field), theirs: shown(current[field]), yours: shown(yours) }));
}
