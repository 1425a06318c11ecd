"use client";

// Roadmap changes (hooks/create-crud-mutations.ts), the bulk delete, and the
// reorder, which is optimistic.
import { useQueryClient } from "@tanstack/react-query";
import { changeToasts, createCrudMutations } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { undoBatch, type BulkDeleted } from "@/lib/trash/batch";
import { apiRequest } from "@/lib/api-client/request";
import { ROADMAP_TOASTS, SUCCESS_TITLE } from "@/lib/roadmap/messages";
import { roadmapOrderTag } from "@/lib/roadmap/order-tag";
import { roadmapKeys } from "@/lib/roadmap/query-keys";
import type { RoadmapItemFormValues, RoadmapItemRow } from "@/lib/roadmap/schema";

const KEYS = [roadmapKeys.all];
// SPEC §8: 'Success' with the message, and on failure only the fallback.
const withTitle = ({ success, fallback }: { success: string; fallback: string }) => ({
  success: { title: SUCCESS_TITLE, description: success },
  fallback,
});

export const { useSave: useSaveRoadmapItem, useDelete: useDeleteRoadmapItem } = createCrudMutations<
  RoadmapItemRow,
  RoadmapItemFormValues
>({
  path: "/api/admin/roadmap",
  trashType: "roadmap_item",
  nameOf: (item) => item.title,
  keys: KEYS,
  toasts: {
    create: withTitle(ROADMAP_TOASTS.create),
    update: withTitle(ROADMAP_TOASTS.update),
    delete: withTitle(ROADMAP_TOASTS.delete),
  },
  serverMessage: false,
});

export function useBulkDeleteRoadmapItems() {
  return useAdminMutation({
    request: (itemIds: string[]) => apiRequest<BulkDeleted>("POST", "/api/admin/roadmap/bulk-delete", { itemIds }),
    toasts: changeToasts(withTitle(ROADMAP_TOASTS.bulkDelete), false),
    invalidate: KEYS,
    undo: undoBatch,
  });
}

/** The new order, and the order the drag started from (its tag is the reorder's If-Match). */
type Reorder = { rows: RoadmapItemRow[]; startedFrom: RoadmapItemRow[] };

/**
 * Beyond SPEC: the rows move at once; a refused save puts them back and says why (a stale list is 409,
 * an order another admin changed since the drag began 412, each with its reason).
 */
export function useReorderRoadmapItems() {
  const queryClient = useQueryClient();
  return useAdminMutation<RoadmapItemRow[], Reorder, { previous: RoadmapItemRow[] | undefined }>({
    request: ({ rows, startedFrom }) =>
      apiRequest<RoadmapItemRow[]>(
        "PUT",
        "/api/admin/roadmap/order",
        { itemIds: rows.map((row) => row.id) },
        { ifMatch: roadmapOrderTag(startedFrom.map((row) => row.id)) },
      ),
    toasts: { error: { serverMessage: true, fallback: ROADMAP_TOASTS.reorder.fallback } },
    onMutate: async ({ rows }) => {
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
