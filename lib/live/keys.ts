// What another admin's change refetches in this browser: the lists and
// details showing the records it names, the trash when it deleted or
// restored, and the audit log, which every change writes to.
import type { QueryKey } from "@tanstack/react-query";
import { auditKeys } from "@/lib/audit/query-keys";
import { featureTogglesKeys } from "@/lib/feature-toggles/query-keys";
import type { LiveChange } from "@/lib/live/schema";
import { isRecordType, keysShowing, RECORD_TYPES } from "@/lib/records/shown-in";
import { trashKeys } from "@/lib/trash/query-keys";

const movesTrash = (change: LiveChange) => change.type === "trash" || /\.(bulk_)?delete$/.test(change.action);

function keysFor(change: LiveChange): QueryKey[] {
  // After a gap, or a restore (of any records): every list.
  if (change.type === "*" || change.type === "trash") return [...keysShowing(RECORD_TYPES), featureTogglesKeys.all];
  if (change.type === "feature_toggle") return [featureTogglesKeys.all];
  return isRecordType(change.type) ? keysShowing([change.type]) : [];
}

/** The queries to refetch for these changes, each once. */
export function keysForChanges(changes: readonly LiveChange[]): QueryKey[] {
  const keys = new Map<string, QueryKey>([[JSON.stringify(auditKeys.all), auditKeys.all]]);
  for (const change of changes) {
    for (const key of keysFor(change)) keys.set(JSON.stringify(key), key);
    if (movesTrash(change) || change.type === "*") keys.set(JSON.stringify(trashKeys.all), trashKeys.all);
  }
  return [...keys.values()];
}
