"use client";

import { DataTable, type DataTableProps } from "@/components/data-table/data-table";

type ListTableProps<T extends { id: string }> = Omit<DataTableProps<T>, "rows" | "loading" | "error" | "onRetry"> & {
  /** The paged list (usePagedList) whose page the table shows. */
  list: { data?: { items: T[] }; isPending: boolean; isError: boolean; isRefreshing: boolean; refetch: () => unknown };
};

/** The DataTable of a paged list: its rows, loading and error states, dimmed while the next page or filter loads. */
export function ListTable<T extends { id: string }>({ list, ...table }: ListTableProps<T>) {
  return (
    <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
      <DataTable
        rows={list.data?.items}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        {...table}
      />
    </div>
  );
}
