"use client";

// Shop item changes (hooks/create-crud-mutations.ts), and the bulk delete.
// The Library lists purchases by item, and a delete removes them, so an
// update or a delete refetches it too.
import { changeToasts, createCrudMutations } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { undoBatch, type BulkDeleted } from "@/lib/trash/batch";
import { apiRequest } from "@/lib/api-client/request";
import { libraryKeys } from "@/lib/library/query-keys";
import { SHOP_TOASTS } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";
import type { ShopItemFormValues, ShopItemRow } from "@/lib/shop/schema";

const KEYS = [shopKeys.all];
const LINKED_KEYS = [libraryKeys.all];

export const { useSave: useSaveShopItem, useDelete: useDeleteShopItem } = createCrudMutations<
  ShopItemRow,
  ShopItemFormValues
>({
  path: "/api/admin/shop",
  keys: KEYS,
  linkedKeys: LINKED_KEYS,
  toasts: SHOP_TOASTS,
  trashType: "shop_item",
  nameOf: (item) => item.name,
});

export function useBulkDeleteShopItems() {
  return useAdminMutation({
    request: (itemIds: string[]) => apiRequest<BulkDeleted>("POST", "/api/admin/shop/bulk-delete", { itemIds }),
    toasts: changeToasts(SHOP_TOASTS.bulkDelete),
    invalidate: [...KEYS, ...LINKED_KEYS],
    undo: undoBatch,
  });
}
