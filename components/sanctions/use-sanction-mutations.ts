"use client";

// Every sanction change: the call, its toasts, and the refetch of the user (their restrictions) and their sanctions.
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { kindLabel } from "@/lib/sanctions/display";
import { SANCTIONS_TOASTS } from "@/lib/sanctions/messages";
import type { BulkSanctionUsers, IssueSanctionInput, SanctionRow } from "@/lib/sanctions/schema";
import { usersKeys } from "@/lib/users/query-keys";

// A user's sanctions sit under the user's own key (/api/admin/users/{id}/sanctions): one prefix refetches both.
const INVALIDATE = [usersKeys.all];
const sanctionUrl = (id: string, verb: "lift" | "error") => `/api/admin/sanctions/${encodeURIComponent(id)}/${verb}`;

export function useIssueSanction() {
  return useAdminMutation({
    request: ({ userId, ...body }: IssueSanctionInput & { userId: string }) =>
      apiRequest<SanctionRow>("POST", `/api/admin/users/${encodeURIComponent(userId)}/sanctions`, body),
    toasts: {
      success: (sanction) => SANCTIONS_TOASTS.issued(kindLabel(sanction.kind)),
      error: { serverMessage: true, fallback: SANCTIONS_TOASTS.issueFailed },
    },
    invalidate: INVALIDATE,
  });
}

/** The selected users, or every user matching the list's filters, batch after batch (`next`), as one action. */
async function sanctionMany({ users, sanction }: { users: BulkSanctionUsers; sanction: IssueSanctionInput }) {
  let changed = 0;
  let after: string | undefined;
  do {
    const result = await apiRequest<BulkEditResult>("POST", "/api/admin/sanctions", { ...users, sanction, after });
    changed += result.changed;
    after = result.next ?? undefined;
  } while (after);
  return changed;
}

export function useBulkSanction() {
  return useAdminMutation({
    request: sanctionMany,
    toasts: {
      success: (changed) => SANCTIONS_TOASTS.bulkIssued(changed),
      error: { serverMessage: true, fallback: SANCTIONS_TOASTS.issueFailed },
    },
    invalidate: INVALIDATE,
  });
}

export function useLiftSanction() {
  return useAdminMutation({
    request: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<SanctionRow>("POST", sanctionUrl(id, "lift"), { reason }),
    toasts: { success: SANCTIONS_TOASTS.lifted, error: { serverMessage: true, fallback: SANCTIONS_TOASTS.liftFailed } },
    invalidate: INVALIDATE,
  });
}

export function useMarkSanctionInError() {
  return useAdminMutation({
    request: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<SanctionRow>("POST", sanctionUrl(id, "error"), reason ? { reason } : {}),
    toasts: {
      success: SANCTIONS_TOASTS.markedError,
      error: { serverMessage: true, fallback: SANCTIONS_TOASTS.markErrorFailed },
    },
    invalidate: INVALIDATE,
  });
}
