"use client";

import { shownColumns } from "@/components/data-table/column-order";
import { DataTable, permittedColumns, type DataTableProps } from "@/components/data-table/data-table";
import { CountLine } from "@/components/list-screen/count-line";
import { ListCard } from "@/components/list-screen/list-card";
import { ListPager } from "@/components/list-screen/list-pager";
import { ListViewMenus } from "@/components/list-screen/list-view-menus";
import type { ListViews } from "@/hooks/use-paged-list";
import { usePermissions } from "@/hooks/use-permissions";
import type { ListSort } from "@/lib/api/list-sort";
import type { PageCursor } from "@/lib/api/page";
import type { Page } from "@/lib/api/page";

type PagedListCardProps<T extends { id: string }> = Omit<
  DataTableProps<T>,
  "rows" | "loading" | "error" | "onRetry" | "sort"
> & {
  /** The paged list (usePagedList) the card shows. */
  list: {
    data?: Page<T>;
    isPending: boolean;
    isError: boolean;
    isRefreshing: boolean;
    refetch: () => unknown;
    setCursor: (cursor: PageCursor) => void;
    query: Record<string, unknown>;
    /** How the list is sorted, when its query has a sort. */
    sort?: ListSort;
    views: ListViews;
  };
  title: string;
  /** What follows the count: SPEC's "contact(s)". */
  unit: string;
  /** The search box and filters (ListToolbar). */
  toolbar?: React.ReactNode;
  pagerLabels?: { previousLabel: string; nextLabel: string };
};

/**
 * A paged list in its card: the count line, the Views and Columns menus, the
 * toolbar, the table of the page with the chosen columns (dimmed while the next
 * page or filter loads over it) and the pager.
 */
export function PagedListCard<T extends { id: string }>({
  list,
  title,
  unit,
  toolbar,
  pagerLabels,
  columns,
  ...table
}: PagedListCardProps<T>) {
  const chosen = list.views.current.columns;
  // The Columns menu offers only what the table may show this admin.
  const { can } = usePermissions();
  return (
    <ListCard
      title={title}
      description={<CountLine list={list} noun={table.noun} unit={unit} />}
      actions={<ListViewMenus views={list.views} query={list.query} columns={permittedColumns(columns, can)} />}
      toolbar={toolbar}
      pager={<ListPager list={list} {...pagerLabels} />}
    >
      <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
        <DataTable
          rows={list.data?.items}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          columns={shownColumns(columns, chosen)}
          sort={list.sort}
          {...table}
        />
      </div>
    </ListCard>
  );
}
