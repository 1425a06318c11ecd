"use client";

import { ListShortcutsHelp } from "@/components/list-screen/list-shortcuts-help";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { HydrationSlice } from "@/components/ui/hydration-slice";
import { Skeleton } from "@/components/ui/skeleton";
import { listRowProps, useListShortcuts, type ListRowProps } from "@/hooks/use-list-shortcuts";
import type { Selection } from "@/hooks/use-selection";
import { cn } from "@/lib/utils";

type ListCardsProps<T> = {
  /** The paged list (usePagedList) whose page the cards show. */
  list: { data?: { items: T[] }; isPending: boolean; isError: boolean; isRefreshing: boolean; refetch: () => unknown };
  /** Names the region, and the list in "Could not load channels.". */
  label: string;
  empty: { title: string; hint?: string };
  /** Placeholders while the first page loads: how many, and each one's classes (its height). */
  skeletons: { count: number; className: string };
  /** The layout of the cards (a grid). */
  className: string;
  /** `x` ticks the active card in it. */
  selection?: Pick<Selection, "isSelected" | "toggle">;
  /** A card, given what makes it a row for the list's keys (spread on its root); Enter presses its `data-row-open` control. */
  children: (item: T, row: ListRowProps) => React.ReactNode;
};

/**
 * A page of a list drawn as cards rather than table rows, with the same
 * states as DataTable: placeholders, the error with Try again, the empty
 * list, and dimmed while the next page or filter loads.
 */
export function ListCards<T extends { id: string }>({
  list,
  label,
  empty,
  skeletons,
  className,
  selection,
  children,
}: ListCardsProps<T>) {
  const items = list.data?.items ?? [];
  const shortcuts = useListShortcuts({ selection });
  let body: React.ReactNode;
  if (list.isPending) {
    body = Array.from({ length: skeletons.count }, (_, index) => (
      <Skeleton key={index} className={skeletons.className} aria-hidden />
    ));
  } else if (list.isError) {
    body = (
      <Card className="col-span-full">
        <CardContent className="text-destructive flex flex-col items-center gap-2 py-8 text-center">
          <p>Could not load {label.toLowerCase()}.</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  } else if (items.length === 0) {
    body = (
      <Card className="col-span-full">
        <CardContent className="py-12 text-center">
          <p className="font-medium">{empty.title}</p>
          {empty.hint ? <p className="text-muted-foreground text-sm">{empty.hint}</p> : null}
        </CardContent>
      </Card>
    );
  } else {
    // Each card hydrates on its own, after the page (HydrationSlice).
    body = items.map((item) => <HydrationSlice key={item.id}>{children(item, listRowProps(item.id))}</HydrationSlice>);
  }
  return (
    <section
      aria-label={label}
      aria-busy={list.isPending || list.isRefreshing || undefined}
      className={cn(className, list.isRefreshing && "opacity-60 transition-opacity")}
    >
      {body}
      <ListShortcutsHelp {...shortcuts.help} />
    </section>
  );
}
