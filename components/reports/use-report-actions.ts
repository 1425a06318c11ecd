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
import type { IssueSanctionInput } from "@/lib/sanctions/schema";
import { trashKeys } from "@/lib/trash/query-keys";
import { usersKeys } from "@/lib/users/query-keys";

const path = (id: string, verb: string) => `/api/admin/reports/${encodeURIComponent(id)}/${verb}`;
// The users' root holds the author's sanctions (the Sanction dialog's record, the ladder's proposal).
const TOUCHED = [reportsKeys.all, moderationMessagesKeys.all, trashKeys.all, usersKeys.all];

type Actions = ResolveReportInput["actions"];

function resolvedToast(actions: Actions): string {
  const types = actions.map((action) => action.type);
  if (types.includes("sanction"))
    return types.includes("delete_message") ? REPORTS_TOASTS.deletedAndSanctioned : REPORTS_TOASTS.sanctioned;
  return types.includes("dismiss") ? REPORTS_TOASTS.dismissed : REPORTS_TOASTS.deleted;
}

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
    request: ({ item, actions }: { item: ReportItemRow; actions: Actions }) =>
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
    onSuccess: (_result, { item, actions }) => {
      setLastResolved({ id: item.id, at: Date.now() });
      toast.success(resolvedToast(actions), {
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
    resolve.mutate({ item, actions: [{ type }] });
  };
  /** The Sanction dialog's confirmation: awaited, so the dialog shows the refusal and stays open on one. */
  const resolveWithSanction = (item: ReportItemRow, sanction: IssueSanctionInput, alsoDelete: boolean) => {
    inFlight.current.add(item.id);
    const actions: Actions = [
      ...(alsoDelete ? [{ type: "delete_message" as const }] : []),
      { type: "sanction", sanction },
    ];
    return resolve.mutateAsync({ item, actions });
  };
  /** `u`: the last resolution, while its Undo lasts. */
  const undoLast = () => {
    if (lastResolved && Date.now() - lastResolved.at <= UNDO_MS && !undo.isPending) undo.mutate(lastResolved.id);
  };
  return { resolveItem, resolveWithSanction, resolving: resolve.isPending, undoLast };
}
