"use client";

import { deferredModule } from "@/lib/loading/deferred-module";
import type { LiveConnectionProps } from "@/components/live/live-connection";

// Fetched after hydration: no screen's first load carries the connection's code.
const liveConnection = deferredModule(() => import("@/components/live/live-connection"));

/** Keeps this browser's lists current with other admins' changes (docs/decisions/live-lists.md). */
export function LiveUpdates(props: LiveConnectionProps) {
  const live = liveConnection.useModule(true);
  return live ? <live.LiveConnection {...props} /> : null;
}
