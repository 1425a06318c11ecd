"use client";

// SPEC §2 Activities: 'N pending • M completed', a type filter kept in the
// URL, and one card per activity, newest first, keyset-paged.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { ActivityCard } from "@/components/activities/activity-card";
import { TYPE_FILTER_OPTIONS } from "@/components/activities/activity-types";
import {
  useDeleteActivity,
  useToggleActivity,
  useTogglingActivityIds,
} from "@/components/activities/use-activity-mutations";
import { FilterSelect, ListToolbar } from "@/components/data-table/list-toolbar";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CursorPager } from "@/components/ui/cursor-pager";
import { Skeleton } from "@/components/ui/skeleton";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/api/page";
import { ACTIVITIES_TEXT, activityCountsText } from "@/lib/activities/messages";
import { activitiesKeys } from "@/lib/activities/query-keys";
import type { ActivityCounts, ActivityRow, ListActivitiesQuery } from "@/lib/activities/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const loadQuerySchema = () => import("@/lib/activities/schema").then((module) => module.listActivitiesQuerySchema);

const ActivityFormDialog = lazyDialog(() =>
  import("@/components/activities/activity-form-dialog").then((module) => module.ActivityFormDialog),
);

const SKELETON_CARDS = 5;

type ActivitiesScreenProps = {
  initialPage: Page<ActivityRow>;
  initialQuery: ListActivitiesQuery;
  defaults: ListActivitiesQuery;
  initialCounts: ActivityCounts;
};

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

export function ActivitiesScreen({ initialPage, initialQuery, defaults, initialCounts }: ActivitiesScreenProps) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: activitiesKeys.list,
    initialPage,
    initialQuery,
  });
  const { query, data } = list;
  const counts = useActivityCounts(query.type, { type: initialQuery.type, counts: initialCounts });
  const toggle = useToggleActivity();
  const togglingIds = useTogglingActivityIds();
  const deleteActivity = useDeleteActivity();
  // The record stays while a dialog closes, so its title does not change mid-animation.
  const [editor, setEditor] = React.useState<{ open: boolean; activity: ActivityRow | null }>({
    open: false,
    activity: null,
  });
  const [removal, setRemoval] = React.useState<{ open: boolean; activity: ActivityRow | null }>({
    open: false,
    activity: null,
  });
  const activities = data?.items ?? [];

  function confirmDelete() {
    if (!removal.activity) return;
    deleteActivity.mutate(removal.activity, {
      onSettled: () => setRemoval((current) => ({ ...current, open: false })),
    });
  }

  let body: React.ReactNode;
  if (list.isPending) {
    body = Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <Skeleton key={index} className="h-28 rounded-xl" data-testid="activity-skeleton" aria-hidden />
    ));
  } else if (list.isError) {
    body = (
      <Card>
        <CardContent className="text-destructive flex flex-col items-center gap-2 py-8 text-center">
          <p>Could not load activities.</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  } else if (activities.length === 0) {
    body = (
      <Card>
        <CardContent className="py-12 text-center font-medium">{ACTIVITIES_TEXT.empty}</CardContent>
      </Card>
    );
  } else {
    body = activities.map((activity) => (
      <ActivityCard
        key={activity.id}
        activity={activity}
        toggling={togglingIds.includes(activity.id)}
        onToggle={() =>
          toggle.mutate({ activity, listKey: activitiesKeys.list(query), countsKey: activitiesKeys.counts(query.type) })
        }
        onEdit={() => setEditor({ open: true, activity })}
        onDelete={() => setRemoval({ open: true, activity })}
      />
    ));
  }

  return (
    <>
      <PageHeader
        title="Activities"
        subtitle={
          <span aria-live="polite" data-testid="activity-counts">
            {countsText(counts)}
          </span>
        }
        actions={
          <Button onClick={() => setEditor({ open: true, activity: null })}>
            <Plus aria-hidden /> Add Activity
          </Button>
        }
      />
      <ListToolbar>
        <FilterSelect
          label="Filter by type"
          value={query.type}
          onChange={(type) => list.setFilter({ type })}
          options={TYPE_FILTER_OPTIONS}
        />
      </ListToolbar>
      <section
        aria-label="Activities"
        aria-busy={list.isPending || list.isRefreshing || undefined}
        className={list.isRefreshing ? "grid gap-3 opacity-60 transition-opacity" : "grid gap-3"}
      >
        {body}
      </section>
      <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />

      <ActivityFormDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        activity={editor.activity}
      />
      <ConfirmDialog
        open={removal.open}
        onOpenChange={(open) => setRemoval((current) => ({ ...current, open }))}
        title="Delete activity?"
        description={
          <>
            Are you sure you want to delete <strong>{removal.activity?.title}</strong>? This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        destructive
        pending={deleteActivity.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
