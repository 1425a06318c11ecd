"use client";

// SPEC §2 Activities: 'N pending • M completed', a type filter kept in the
// URL, and one card per activity, newest first, keyset-paged; a selection,
// up to every activity matching, completed or reopened in one bulk edit.
import { useQuery } from "@tanstack/react-query";
import { ActivityCard } from "@/components/activities/activity-card";
import { TYPE_FILTER_OPTIONS } from "@/components/activities/activity-types";
import {
  useDeleteActivity,
  useToggleActivity,
  useTogglingActivityIds,
} from "@/components/activities/use-activity-mutations";
import { ListToolbar } from "@/components/data-table/list-toolbar";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListCards } from "@/components/list-screen/list-cards";
import { ListViewMenus } from "@/components/list-screen/list-view-menus";
import { ListPager } from "@/components/list-screen/list-pager";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSelect } from "@/components/list-screen/list-select";
import { SelectAllMatching } from "@/components/list-screen/select-all-matching";
import { SelectPageCheckbox } from "@/components/list-screen/select-page-checkbox";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useCan } from "@/hooks/use-permissions";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useVersionedSelection } from "@/hooks/use-selection-of";
import { ACTIVITIES_TEXT, activityCountsText } from "@/lib/activities/messages";
import { activitiesKeys } from "@/lib/activities/query-keys";
import type { ActivityCounts, ActivityRow, ListActivitiesQuery } from "@/lib/activities/schema";
import { selectionTarget } from "@/lib/records/bulk-target";

const loadSchema = () => import("@/lib/activities/schema").then((module) => module.listActivitiesQuerySchema);

const ActivityFormDialog = lazyDialog(() =>
  import("@/components/activities/activity-form-dialog").then((module) => module.ActivityFormDialog),
);

const SKELETON_CARDS = 5;
const COMPLETE_OR_REOPEN = [
  { label: "Complete", change: { completed: true } },
  { label: "Reopen", change: { completed: false } },
];
const NOUN = { one: "activity", many: "activities" };

type ActivitiesScreenProps = InitialList<ListActivitiesQuery, ActivityRow> & { initialCounts: ActivityCounts };

/** The header's counts, for the same type filter as the list; fetched again after every change. */
function useActivityCounts(
  type: ListActivitiesQuery["type"],
  initial: { type: ListActivitiesQuery["type"]; counts: ActivityCounts },
) {
  return useQuery<ActivityCounts>({
    queryKey: activitiesKeys.counts(type),
    initialData: type === initial.type ? initial.counts : undefined,
  });
}

function countsText(counts: ReturnType<typeof useActivityCounts>): string {
  if (counts.data) return activityCountsText(counts.data);
  return counts.isError ? "Could not load the counts." : "Loading activities...";
}

export function ActivitiesScreen({ initialCounts, ...initial }: ActivitiesScreenProps) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: activitiesKeys.list });
  const { data, query } = list;
  const counts = useActivityCounts(query.type, { type: initial.initialQuery.type, counts: initialCounts });
  const toggle = useToggleActivity();
  const togglingIds = useTogglingActivityIds();
  const deleteActivity = useDeleteActivity();
  const selection = useVersionedSelection(data?.items, list.filterKey);
  const selectedCount = selection.count(data?.total ?? 0);
  const dialog = useRowDialog<ActivityRow, "form" | "delete">();
  // Selecting is for a bulk edit: without the permission there is neither.
  const canUpdate = useCan("activities.update");

  return (
    <ListScreen
      title="Activities"
      subtitle={
        <span aria-live="polite" data-testid="activity-counts">
          {countsText(counts)}
        </span>
      }
      actions={
        <>
          <SelectionActions
            count={selectedCount}
            edit={{
              noun: NOUN,
              path: "/api/admin/activities",
              invalidate: [activitiesKeys.all],
              options: COMPLETE_OR_REOPEN,
              target: () => selectionTarget(selection, { type: query.type }, data?.total ?? 0),
              onDone: selection.clear,
            }}
          />
          <AddButton label="Add Activity" onClick={() => dialog.show("form")} permission="activities.update" />
        </>
      }
      dialogs={
        <>
          <ActivityFormDialog {...dialog.props("form")} activity={dialog.record} />
          <DeleteRecordDialog
            {...dialog.props("delete")}
            record={dialog.record}
            remove={deleteActivity}
            title="Delete activity?"
            description={
              <>
                Are you sure you want to delete <strong>{dialog.record?.title}</strong>? It moves to the Trash; you can
                restore it from Admin Tools → Trash.
              </>
            }
          />
        </>
      }
    >
      <ListToolbar>
        {canUpdate ? (
          <div className="flex items-center px-4">
            <SelectPageCheckbox selection={selection} noun="activities" disabled={!data?.items.length} />
          </div>
        ) : null}
        <ListSelect list={list} name="type" label="Filter by type" options={TYPE_FILTER_OPTIONS} />
        <ListViewMenus views={list.views} query={query} />
      </ListToolbar>
      <SelectAllMatching page={data} selection={selection} noun="activities" />
      <ListCards
        list={list}
        label="Activities"
        empty={{ title: ACTIVITIES_TEXT.empty }}
        skeletons={{ count: SKELETON_CARDS, className: "h-28 rounded-xl" }}
        className="grid gap-3"
        selection={canUpdate ? selection : undefined}
      >
        {(activity, row) => (
          <ActivityCard
            key={activity.id}
            activity={activity}
            toggling={togglingIds.includes(activity.id)}
            onToggle={() =>
              toggle.mutate({
                activity,
                listKey: activitiesKeys.list(query),
                countsKey: activitiesKeys.counts(query.type),
              })
            }
            onEdit={() => dialog.show("form", activity)}
            onDelete={() => dialog.show("delete", activity)}
            selected={selection.isSelected(activity.id)}
            onSelect={(on) => selection.toggle(activity.id, on)}
            row={row}
          />
        )}
      </ListCards>
      <ListPager list={list} />
    </ListScreen>
  );
}
