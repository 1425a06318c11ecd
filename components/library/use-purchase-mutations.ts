"use client";

// Purchase changes: SPEC §8's toasts ('Success' with a message; the server's
// message, else SPEC's fallback) and the refetch of the library list (§7).
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client";
import { LIBRARY_TOASTS } from "@/lib/library/messages";
import { libraryKeys } from "@/lib/library/query-keys";
import type { PurchaseFormValues, PurchaseRow } from "@/lib/library/schema";

const purchaseUrl = (id: string) => `/api/admin/library/${encodeURIComponent(id)}`;
const AFFECTED = [libraryKeys.all];

const errorOf = (fallback: string) => ({ serverMessage: true, fallback });

export function useCreatePurchase() {
  return useAdminMutation({
    request: (values: PurchaseFormValues) => apiRequest<PurchaseRow>("POST", "/api/admin/library", values),
    toasts: { success: LIBRARY_TOASTS.create.success, error: errorOf(LIBRARY_TOASTS.create.fallback) },
    invalidate: AFFECTED,
  });
}

export function useUpdatePurchase() {
  return useAdminMutation({
    request: ({ id, values }: { id: string; values: PurchaseFormValues }) =>
      apiRequest<PurchaseRow>("PATCH", purchaseUrl(id), values),
    toasts: { success: LIBRARY_TOASTS.update.success, error: errorOf(LIBRARY_TOASTS.update.fallback) },
    invalidate: AFFECTED,
  });
}

export function useDeletePurchase() {
  return useAdminMutation({
    request: (id: string) => apiRequest("DELETE", purchaseUrl(id)),
    toasts: { success: LIBRARY_TOASTS.delete.success, error: errorOf(LIBRARY_TOASTS.delete.fallback) },
    invalidate: AFFECTED,
  });
}

export function useBulkDeletePurchases() {
  return useAdminMutation({
    request: (purchaseIds: string[]) =>
      apiRequest<{ deleted: number }>("POST", "/api/admin/library/bulk-delete", { purchaseIds }),
    toasts: { success: LIBRARY_TOASTS.bulkDelete.success, error: errorOf(LIBRARY_TOASTS.bulkDelete.fallback) },
    invalidate: AFFECTED,
  });
}

export function useReleaseBonuses() {
  return useAdminMutation({
    request: (id: string) => apiRequest<PurchaseRow>("POST", `${purchaseUrl(id)}/release-bonuses`),
    toasts: { success: LIBRARY_TOASTS.release.success, error: errorOf(LIBRARY_TOASTS.release.fallback) },
    invalidate: AFFECTED,
  });
}
