"use client";

// Roadmap changes: SPEC §8's toasts ('Success' with the message, else the
// fallback) and the refetch of the roadmap (§7). The reorder is optimistic.
import { useQueryClient } from "@tanstack/react-query";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client";
import { ROADMAP_TOASTS, SUCCESS_TITLE } from "@/lib/roadmap/messages";
import { roadmapKeys } from "@/lib/roadmap/query-keys";
import type { RoadmapItemFormValues, RoadmapItemRow } from "@/lib/roadmap/schema";

const itemUrl = (id: string) => `/api/admin/roadmap/${encodeURIComponent(id)}`;
const success = (description: string) => ({ title: SUCCESS_TITLE, description });
const AFFECTED = [roadmapKeys.all];

export function useCreateRoadmapItem() {
  return useAdminMutation({
    request: (values: RoadmapItemFormValues) => apiRequest<RoadmapItemRow>("POST", "/api/admin/roadmap", values),
    toasts: { success: success(ROADMAP_TOASTS.create.success), error: { fallback: ROADMAP_TOASTS.create.fallback } },
    invalidate: AFFECTED,
  });
}

export function useUpdateRoadmapItem() {
  return useAdminMutation({
    request: ({ id, values }: { id: string; values: RoadmapItemFormValues }) =>
      apiRequest<RoadmapItemRow>("PATCH", itemUrl(id), values),
    toasts: { success: success(ROADMAP_TOASTS.update.success), error: { fallback: ROADMAP_TOASTS.update.fallback } },
    invalidate: AFFECTED,
  });
}

export function useDeleteRoadmapItem() {
  return useAdminMutation({
    request: (id: string) => apiRequest("DELETE", itemUrl(id)),
    toasts: { success: success(ROADMAP_TOASTS.delete.success), error: { fallback: ROADMAP_TOASTS.delete.fallback } },
    invalidate: AFFECTED,
  });
}

export function useBulkDeleteRoadmapItems() {
  return useAdminMutation({
    request: (itemIds: string[]) => apiRequest("POST", "/api/admin/roadmap/bulk-delete", { itemIds }),
    toasts: {
      success: success(ROADMAP_TOASTS.bulkDelete.success),
      error: { fallback: ROADMAP_TOASTS.bulkDelete.fallback },
    },
    invalidate: AFFECTED,
  });
}

/** Beyond SPEC: the rows move at once; a refused save puts them back and says why (a stale list is 409 with its reason). */
export function useReorderRoadmapItems() {
  const queryClient = useQueryClient();
  return useAdminMutation<RoadmapItemRow[], RoadmapItemRow[], { previous: RoadmapItemRow[] | undefined }>({
    request: (rows) =>
      apiRequest<RoadmapItemRow[]>("PUT", "/api/admin/roadmap/order", { itemIds: rows.map((row) => row.id) }),
    toasts: { error: { serverMessage: true, fallback: ROADMAP_TOASTS.reorder.fallback } },
    onMutate: async (rows) => {
      await queryClient.cancelQueries({ queryKey: roadmapKeys.all });
      const previous = queryClient.getQueryData<RoadmapItemRow[]>(roadmapKeys.all);
      queryClient.setQueryData<RoadmapItemRow[]>(
        roadmapKeys.all,
        rows.map((row, index) => ({ ...row, order: index })),
      );
      return { previous };
    },
    onError: (_error, _rows, context) => {
      if (context?.previous) queryClient.setQueryData(roadmapKeys.all, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(roadmapKeys.all, saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}
