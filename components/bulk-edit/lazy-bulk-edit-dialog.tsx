"use client";

import { lazyDialog } from "@/lib/loading/lazy-dialog";

/** The bulk edit dialog, fetched when it first opens: screens keep it out of their first load (page weight). */
export const LazyBulkEditDialog = lazyDialog(() =>
  import("@/components/bulk-edit/bulk-edit-dialog").then((module) => module.BulkEditDialog),
);
