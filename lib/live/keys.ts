// What another admin's change makes stale in a browser: the lists and
// details showing the records it names, the trash when it deleted or
// restored, and the audit log, which every change writes to. Worked out
// by the server and sent with the change (`stale`), so the browser only
// refetches the paths it is given.
import type { QueryKey } from "@tanstack/react-query";
import { auditKeys } from "@/lib/audit/query-keys";
import { featureTogglesKeys } from "@/lib/feature-toggles/query-keys";
import type { LiveChange, SentChange } from "@/lib/live/schema";
import { isRecordType, keysShowing, RECORD_TYPES } from "@/lib/records/shown-in";
import { reportsKeys } from "@/lib/reports/query-keys";
import { trashKeys } from "@/lib/trash/query-keys";

const movesTrash = (change: LiveChange) => change.type === "trash" || /\.(bulk_)?delete$/.test(change.action);

function keysFor(change: LiveChange): QueryKey[] {
  // After a gap, or a restore (of any records): every list.
  if (change.type === "*" || change.type === "trash")
    return [...keysShowing(RECORD_TYPES), featureTogglesKeys.all, reportsKeys.all];
  if (change.type === "feature_toggle") return [featureTogglesKeys.all];
  // A report, a claim or a resolution: the inbox and its open item ("Ada is reviewing").
  if (change.type === "report_item") return [reportsKeys.all];
  return isRecordType(change.type) ? keysShowing([change.type]) : [];
}

/** The change with the roots of the queries it makes stale, each once. */
export function withStale(change: LiveChange): SentChange {
  const keys = [auditKeys.all, ...keysFor(change)];
  if (movesTrash(change) || change.type === "*") keys.push(trashKeys.all);
  return { ...change, stale: [...new Set(keys.map((key) => String(key[0])))] };
}
