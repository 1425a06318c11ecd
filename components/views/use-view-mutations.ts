"use client";

// Saving, renaming, deleting and choosing the default view: the request,
// the toast and the refetch of the list's views (useAdminMutation).
import { crudRequests, changeToasts } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client/request";
import type { ViewList } from "@/lib/views/list-keys";
import { VIEW_TEXT } from "@/lib/views/messages";
import { viewsKeys } from "@/lib/views/query-keys";
import type { CreateViewInput, SavedViewRow, ViewPatch } from "@/lib/views/schema";

const requests = crudRequests<SavedViewRow, CreateViewInput & ViewPatch>("/api/admin/views");

export function useViewMutations(list: ViewList) {
  const invalidate = [viewsKeys.list(list)];
  const save = useAdminMutation({
    request: requests.create,
    toasts: changeToasts({ success: VIEW_TEXT.saved, fallback: VIEW_TEXT.failed }),
    invalidate,
  });
  const rename = useAdminMutation({
    request: requests.update,
    toasts: changeToasts({ success: VIEW_TEXT.renamed, fallback: VIEW_TEXT.changeFailed }),
    invalidate,
  });
  const remove = useAdminMutation({
    request: requests.delete,
    toasts: changeToasts({ success: VIEW_TEXT.deleted, fallback: VIEW_TEXT.changeFailed }),
    invalidate,
  });
  const setDefault = useAdminMutation({
    request: (viewId: string | null) => apiRequest("PUT", "/api/admin/views/default", { list, viewId }),
    toasts: {
      success: (_: unknown, viewId: string | null) => (viewId ? VIEW_TEXT.defaultSet : VIEW_TEXT.defaultCleared),
      error: { serverMessage: true, fallback: VIEW_TEXT.changeFailed },
    },
    invalidate,
  });
  return { save, rename, remove, setDefault };
}
