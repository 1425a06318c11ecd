"use client";

// One confirmation for every risky action (confirm-dialog-content.tsx), its
// code fetched when a confirmation first opens, not with the page.
import type { ConfirmDialogProps } from "@/components/ui/confirm-dialog-content";
import { lazyDialog } from "@/lib/loading/lazy-dialog";

export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import("@/components/ui/confirm-dialog-content").then((module) => module.ConfirmDialogContent),
);
