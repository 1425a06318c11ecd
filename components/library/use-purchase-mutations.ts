"use client";

// Purchase changes (hooks/create-crud-mutations.ts), the bulk delete and the
// release of a purchase's bonuses; each refetches the library list (§7).
import { changeToasts, createCrudMutations } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { undoBatch, type BulkDeleted } from "@/lib/trash/batch";
import { apiRequest } from "@/lib/api-client/request";
import { LIBRARY_TOASTS } from "@/lib/library/messages";
import { libraryKeys } from "@/lib/library/query-keys";
import type { PurchaseFormValues, PurchaseRow } from "@/lib/library/schema";

const PATH = "/api/admin/library";
const KEYS = [libraryKeys.all];

export const { useSave: useSavePurchase, useDelete: useDeletePurchase } = createCrudMutations<
  PurchaseRow,
  PurchaseFormValues
>({ path: PATH, keys: KEYS, toasts: LIBRARY_TOASTS, trashType: "purchase" });

export function useBulkDeletePurchases() {
  return useAdminMutation({
    request: (purchaseIds: string[]) => apiRequest<BulkDeleted>("POST", `${PATH}/bulk-delete`, { purchaseIds }),
    toasts: changeToasts(LIBRARY_TOASTS.bulkDelete),
    invalidate: KEYS,
    undo: undoBatch,
  });
}

export function useReleaseBonuses() {
  return useAdminMutation({
    request: (id: string) => apiRequest<PurchaseRow>("POST", `${PATH}/${encodeURIComponent(id)}/release-bonuses`),
    toasts: changeToasts(LIBRARY_TOASTS.release),
    invalidate: KEYS,
  });
}
