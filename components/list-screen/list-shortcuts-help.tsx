"use client";

import { lazyDialog } from "@/lib/loading/lazy-dialog";

/** The `?` dialog, fetched on the first `?`: a list's first load carries only its keys (page weight). */
export const ListShortcutsHelp = lazyDialog(() =>
  import("@/components/list-screen/list-shortcuts-dialog").then((module) => module.ListShortcutsDialog),
);
