// Who else changed a record while this browser shows it: an open edit dialog
// says "changed by Ada Admin" rather than being overwritten under the admin's
// hands. Filled by the live connection, read by hooks/use-changed-by.ts.
import type { LiveChange } from "@/lib/live/schema";

export type ChangedBy = { by: string };

const latest = new Map<string, ChangedBy>();
const listeners = new Set<() => void>();
const recordKey = (type: string, id: string) => `${type}:${id}`;
// Enough for every record on screen; older notes are of records nobody has open.
const KEPT = 500;

/** Notes the records others changed (not `me`: an admin's own save is no news to them). */
export function noteChanges(changes: readonly LiveChange[], me: string): void {
  let noted = false;
  for (const change of changes) {
    if (change.actorId === me || !change.ids) continue;
    for (const id of change.ids) {
      latest.delete(recordKey(change.type, id));
      latest.set(recordKey(change.type, id), { by: change.actorLabel ?? "another admin" });
      noted = true;
    }
  }
  for (const key of latest.keys()) {
    if (latest.size <= KEPT) break;
    latest.delete(key);
  }
  if (noted) listeners.forEach((listener) => listener());
}

export function changedBy(type: string, id: string): ChangedBy | undefined {
  return latest.get(recordKey(type, id));
}

/** A dialog opening on the record: what came before is not news to it. */
export function forgetChange(type: string, id: string): void {
  if (latest.delete(recordKey(type, id))) listeners.forEach((listener) => listener());
}

export function subscribeToChangedBy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
