"use client";

// Shop item changes: SPEC §8's toasts ('Success' with a message; the server's
// message, else the fallback) and the refetch of the shop list (§7).
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client";
import { SHOP_TOASTS } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";
import type { ShopItemFormValues, ShopItemRow } from "@/lib/shop/schema";

const itemUrl = (id: string) => `/api/admin/shop/${encodeURIComponent(id)}`;
// The Library lists purchases by item; a delete removes them.
const AFFECTED = [shopKeys.all, ["/api/admin/library"]] as const;

const errorOf = (fallback: string) => ({ serverMessage: true, fallback });

export function useCreateShopItem() {
  return useAdminMutation({
    request: (values: ShopItemFormValues) => apiRequest<ShopItemRow>("POST", "/api/admin/shop", values),
    toasts: { success: SHOP_TOASTS.create.success, error: errorOf(SHOP_TOASTS.create.fallback) },
    invalidate: [shopKeys.all],
  });
}

export function useUpdateShopItem() {
  return useAdminMutation({
    request: ({ id, values }: { id: string; values: ShopItemFormValues }) =>
      apiRequest<ShopItemRow>("PATCH", itemUrl(id), values),
    toasts: { success: SHOP_TOASTS.update.success, error: errorOf(SHOP_TOASTS.update.fallback) },
    invalidate: AFFECTED,
  });
}

export function useDeleteShopItem() {
  return useAdminMutation({
    request: (id: string) => apiRequest("DELETE", itemUrl(id)),
    toasts: { success: SHOP_TOASTS.delete.success, error: errorOf(SHOP_TOASTS.delete.fallback) },
    invalidate: AFFECTED,
  });
}

export function useBulkDeleteShopItems() {
  return useAdminMutation({
    request: (itemIds: string[]) => apiRequest("POST", "/api/admin/shop/bulk-delete", { itemIds }),
    toasts: { success: SHOP_TOASTS.bulkDelete.success, error: errorOf(SHOP_TOASTS.bulkDelete.fallback) },
    invalidate: AFFECTED,
  });
}
