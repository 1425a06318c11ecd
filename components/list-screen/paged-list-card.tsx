"use client";

import { DataTable, type DataTableProps } from "@/components/data-table/data-table";
import { CountLine } from "@/components/list-screen/count-line";
import { ListCard } from "@/components/list-screen/list-card";
import { ListPager } from "@/components/list-screen/list-pager";
import type { PageCursor } from "@/lib/api/page";
import type { Page } from "@/lib/api/page";

type PagedListCardProps<T extends { id: string }> = Omit<
  DataTableProps<T>,
  "rows" | "loading" | "error" | "onRetry"
> & {
  /** The paged list (usePagedList) the card shows. */
  list: {
    data?: Page<T>;
    isPending: boolean;
    isError: boolean;
    isRefreshing: boolean;
    refetch: () => unknown;
    setCursor: (cursor: PageCursor) => void;
  };
  title: string;
  /** What follows the count: SPEC's "contact(s)". */
  unit: string;
  /** The search box and filters (ListToolbar). */
  toolbar?: React.ReactNode;
  pagerLabels?: { previousLabel: string; nextLabel: string };
};

/**
 * A paged list in its card: the count line, the toolbar, the table of the
 * page (dimmed while the next page or filter loads over it) and the pager.
 */
export function PagedListCard<T extends { id: string }>({
  list,
  title,
  unit,
  toolbar,
  pagerLabels,
  ...table
}: PagedListCardProps<T>) {
  return (
    <ListCard
      title={title}
      description={<CountLine list={list} noun={table.noun} unit={unit} />}
      toolbar={toolbar}
      pager={<ListPager list={list} {...pagerLabels} />}
    >
      <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
        <DataTable
          rows={list.data?.items}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          {...table}
        />
      </div>
    </ListCard>
  );
}
