"use client";

// The inbox's actions: claim an item as it opens, resolve it (dismiss, delete the message, sanction the author, the
// last two together) with a toast whose Undo reopens it within UNDO_MS, and that Undo. Each refetches the inbox, the
// trash, the messages and the users' queries (the author's sanctions).
import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import { deleteAction } from "@/lib/api-client/step-up";
import { toast } from "@/lib/loading/toast";
import { moderationMessagesKeys } from "@/lib/moderation-messages/query-keys";
import { UNDO_MS } from "@/lib/reports/claim-rules";
import { itemSummary } from "@/lib/reports/display";
import { REPORTS_TEXT, REPORTS_TOASTS, type ResolveActionType } from "@/lib/reports/messages";
import { reportsKeys } from "@/lib/reports/query-keys";
import type { ReportItemRow, ResolveReportInput } from "@/lib/reports/schema";
import { trashKeys } from "@/lib/trash/query-keys";
import { usersKeys } from "@/lib/users/query-keys";

const path = (id: string, verb: string) => `/api/admin/reports/${encodeURIComponent(id)}/${verb}`;
// The users' root holds the author's sanctions (the Sanction dialog's record, the ladder's proposal).
const TOUCHED = [reportsKeys.all, moderationMessagesKeys.all, trashKeys.all, usersKeys.all];

type Actions = ResolveReportInput["actions"];

/** What resolving does: the actions, and the toast that says so (the sanction's words come with its dialog). */
export type Resolve = { actions: Actions; done: string };

export function useClaimItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("POST", path(id, "claim")),
    // A refusal (another moderator's claim) is shown by the open item itself, which the refetch brings.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}

type Resolved = { id: string; at: number };

/**
 * `onResolved` runs as soon as the server answers, before the refetches: the screen moves on to the next item while
 * the list catches up. An item is acted on once at a time; others may be acted on meanwhile.
 */
export function useReportActions({ onResolved }: { onResolved: (item: ReportItemRow) => void }) {
  const [lastResolved, setLastResolved] = React.useState<Resolved | null>(null);
  const inFlight = React.useRef(new Set<string>());
  const undo = useAdminMutation({
    request: (id: string) => apiRequest("POST", path(id, "reopen")),
    toasts: { success: REPORTS_TOASTS.reopened, error: { serverMessage: true, fallback: REPORTS_TOASTS.undoFailed } },
    invalidate: TOUCHED,
    onSuccess: () => setLastResolved(null),
  });
  const resolve = useAdminMutation({
    request: ({ item, actions }: { item: ReportItemRow } & Resolve) =>
      apiRequest(
        "POST",
        path(item.id, "resolve"),
        { actions },
        {
          action: actions.some((action) => action.type === "delete_message")
            ? deleteAction(itemSummary(item))
            : undefined,
        },
      ),
    toasts: { error: { serverMessage: true, fallback: REPORTS_TOASTS.failed } },
    invalidate: TOUCHED,
    onSuccess: (_result, { item, done }) => {
      setLastResolved({ id: item.id, at: Date.now() });
      toast.success(done, {
        duration: UNDO_MS,
        action: { label: REPORTS_TEXT.undoAction, onClick: () => undo.mutate(item.id) },
      });
      onResolved(item);
    },
    onSettled: (_result, _error, { item }) => {
      inFlight.current.delete(item.id);
    },
  });
  /** Resolves the item unless it is being resolved already (a key held or pressed twice). */
  const resolveItem = (item: ReportItemRow, type: Exclude<ResolveActionType, "sanction">) => {
    if (inFlight.current.has(item.id)) return;
    inFlight.current.add(item.id);
    resolve.mutate({
      item,
      actions: [{ type }],
      done: type === "dismiss" ? REPORTS_TOASTS.dismissed : REPORTS_TOASTS.deleted,
    });
  };
  /** The Sanction dialog's confirmation: awaited, so the dialog shows the refusal and stays open on one. */
  const resolveWith = (item: ReportItemRow, how: Resolve) => {
    inFlight.current.add(item.id);
    return resolve.mutateAsync({ item, ...how });
  };
  /** `u`: the last resolution, while its Undo lasts. */
  const undoLast = () => {
    if (lastResolved && Date.now() - lastResolved.at <= UNDO_MS && !undo.isPending) undo.mutate(lastResolved.id);
  };
  return { resolveItem, resolveWith, resolving: resolve.isPending, undoLast };
}
