"use client";

import * as React from "react";
import { changedBy, forgetChange, subscribeToChangedBy } from "@/lib/live/changed-by";

export type WatchedRecord = { type: string; id: string };

/**
 * Who else changed this record while the dialog is open (live lists): the
 * admin editing it is told, not silently overwritten, and their save then
 * meets the version check. What was noted before it opened is forgotten.
 */
export function useChangedBy(record: WatchedRecord | null | undefined, open: boolean): string | null {
  const type = record?.type;
  const id = record?.id;
  React.useEffect(() => {
    if (open && type && id) forgetChange(type, id);
  }, [open, type, id]);
  const by = React.useSyncExternalStore(
    subscribeToChangedBy,
    () => (type && id ? changedBy(type, id)?.by : undefined),
    () => undefined,
  );
  return open && by ? by : null;
}
