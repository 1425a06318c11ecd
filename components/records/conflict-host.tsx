"use client";

// Conflicts in the browser: installs the handler every API call goes through
// (lib/api-client/conflicts.ts) and shows the conflict dialog when a change was made
// against an old version. Reload refetches everything the panel shows. The
// dialog's code loads on first use.
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ConflictDialogProps } from "@/components/records/conflict-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { setConflictHandler, type ConflictAsked, type ConflictChoice } from "@/lib/api-client/conflicts";

const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import("@/components/records/conflict-dialog").then((module) => module.ConflictDialog),
  (props) => props.conflict !== null,
);

type Asked = { conflict: ConflictAsked; resolve: (choice: ConflictChoice) => void };

export function ConflictHost() {
  const queryClient = useQueryClient();
  const [asked, setAsked] = React.useState<Asked | null>(null);

  React.useEffect(() => {
    setConflictHandler((conflict) => new Promise((resolve) => setAsked({ conflict, resolve })));
    return () => setConflictHandler(null);
  }, []);

  const choose = (choice: ConflictChoice) => {
    asked?.resolve(choice);
    setAsked(null);
    if (choice === "reload") void queryClient.invalidateQueries();
  };
  return <ConflictDialog conflict={asked?.conflict ?? null} onChoose={choose} />;
}
