"use client";

// Every change the activities screen makes (SPEC §7 CRM), with SPEC §8's
// toasts; after each one the list and the header counts are fetched again.
import { useMutationState, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { changeToasts, createCrudMutations } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import type { Page } from "@/lib/api/page";
import { ACTIVITY_TOASTS } from "@/lib/activities/messages";
import { activitiesKeys } from "@/lib/activities/query-keys";
import type { ActivityCounts, ActivityFormInput, ActivityRow } from "@/lib/activities/schema";

/** The full activity as PATCH takes it (SPEC §7: "update with the same fields"). */
export function activityValues(activity: ActivityRow): ActivityFormInput {
  const { type, title, description, completed, dueDate, contactId, dealId } = activity;
  return { type, title, description, completed, dueDate, contactId, dealId };
}

const { requests, useSave, useDelete } = createCrudMutations<ActivityRow, ActivityFormInput>({
  path: "/api/admin/activities",
  trashType: "activity",
  nameOf: (activity) => activity.title,
  keys: [activitiesKeys.all],
  toasts: ACTIVITY_TOASTS,
});
export { useSave as useSaveActivity, useDelete as useDeleteActivity };

type ToggleInput = { activity: ActivityRow; listKey: QueryKey; countsKey: QueryKey };
type ToggleSnapshot = { page?: Page<ActivityRow>; counts?: ActivityCounts };

/**
 * Complete / reopen: sends `completed` alone, so it never reverts another
 * admin's edit of the activity's other fields. The
 * card and the header counts change at once and go back if the call fails;
 * either way both are fetched again afterwards.
 */
const TOGGLE_KEY = ["toggle-activity"];

/** The activities whose complete/reopen is on its way, each card's own (several may be). */
export function useTogglingActivityIds(): string[] {
  return useMutationState({
    filters: { mutationKey: TOGGLE_KEY, status: "pending" },
    select: (mutation) => (mutation.state.variables as ToggleInput).activity.id,
  });
}

export function useToggleActivity() {
  const queryClient = useQueryClient();
  return useAdminMutation<ActivityRow, ToggleInput, ToggleSnapshot>({
    mutationKey: TOGGLE_KEY,
    // `completed` alone, and no version: the toggle never reverts another admin's edit of the rest.
    request: ({ activity }) =>
      requests.update({ record: { id: activity.id }, values: { completed: !activity.completed } }),
    toasts: changeToasts(ACTIVITY_TOASTS.update),
    onMutate: async ({ activity, listKey, countsKey }) => {
      await queryClient.cancelQueries({ queryKey: activitiesKeys.all });
      const snapshot: ToggleSnapshot = {
        page: queryClient.getQueryData<Page<ActivityRow>>(listKey),
        counts: queryClient.getQueryData<ActivityCounts>(countsKey),
      };
      const completed = !activity.completed;
      if (snapshot.page) {
        const items = snapshot.page.items.map((item) => (item.id === activity.id ? { ...item, completed } : item));
        queryClient.setQueryData<Page<ActivityRow>>(listKey, { ...snapshot.page, items });
      }
      if (snapshot.counts) {
        const shift = completed ? 1 : -1;
        queryClient.setQueryData<ActivityCounts>(countsKey, {
          pending: Math.max(0, snapshot.counts.pending - shift),
          completed: Math.max(0, snapshot.counts.completed + shift),
        });
      }
      return snapshot;
    },
    onError: (_error, { listKey, countsKey }, snapshot) => {
      if (snapshot?.page) queryClient.setQueryData(listKey, snapshot.page);
      if (snapshot?.counts) queryClient.setQueryData(countsKey, snapshot.counts);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all }),
  });
}
