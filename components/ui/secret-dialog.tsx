"use client";

// A secret shown once (secret-dialog-content.tsx), its code fetched when a secret first arrives, not with the page.
import type { SecretDialogProps } from "@/components/ui/secret-dialog-content";
import { lazyDialog } from "@/lib/loading/lazy-dialog";

export const SecretDialog = lazyDialog<SecretDialogProps>(
  () => import("@/components/ui/secret-dialog-content").then((module) => module.SecretDialogContent),
  ({ secret }) => secret !== null,
);
