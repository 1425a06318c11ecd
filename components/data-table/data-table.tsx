"use client";

// Every list table: a columns array, an optional selection column, and the
// loading, error and empty rows, spanning however many columns there are.
// Rows come a page at a time from the server, already sorted and filtered, so
// a column is only a header and a cell (TanStack Table cost every list 13 KB
// of first-load script for nothing more: docs/decisions/page-weight.md).
import * as React from "react";
import { ListShortcutsHelp } from "@/components/list-screen/list-shortcuts-help";
import { rowLinkHandlers } from "@/components/data-table/row-link";
import { SelectPageCheckbox } from "@/components/list-screen/select-page-checkbox";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { HydrationSlice } from "@/components/ui/hydration-slice";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listRowProps, useListShortcuts } from "@/hooks/use-list-shortcuts";
import type { ScreenKey } from "@/lib/list-shortcuts";
import { usePermissions, type Can } from "@/hooks/use-permissions";
import type { Selection } from "@/hooks/use-selection";
import type { ListSort } from "@/lib/api/list-sort";
import type { Permission } from "@/lib/permissions/catalogue";
import { cn } from "@/lib/utils";

export type ColumnDef<T> = {
  /** Unique in its table: the React key of its header and cells. */
  id: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** What Enter on the row opens, when pressing the row's own opener will not do (the users' details page). */
  open?: (row: T) => void;
  meta?: {
    /** Classes for the column's header and cells (alignment, width, truncation). */
    className?: string;
    /**
     * Hidden below this breakpoint: the least important columns, so that the
     * table fits at 1280 px beside the expanded sidebar (lg and up), or on a phone (sm, md).
     */
    showFrom?: keyof typeof SHOW_FROM;
    /** The column that names the row stays in view while the table scrolls sideways; default the first of `columns`. */
    sticky?: boolean;
    /** The list can be sorted by this column (its query's `sort` is `<key>-desc` or `<key>-asc`): the header is a button. */
    sortKey?: string;
    /** Shown only to an admin holding it: a row's Edit and Delete need the resource's `.update`. */
    permission?: Permission;
  };
};

// Whole class names, for Tailwind to find.
const SHOW_FROM = {
  sm: "hidden sm:table-cell",
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
  "2xl": "hidden 2xl:table-cell",
} as const;

/** The columns the admin may see: an Actions column carries the permission its buttons need. */
export function permittedColumns<T>(columns: ColumnDef<T>[], can: Can): ColumnDef<T>[] {
  return columns.filter((column) => !column.meta?.permission || can(column.meta.permission));
}

type ColumnLayout = { className: string | undefined; sticky: boolean };

const SELECT_COLUMN_ID = "select";

/** Each column's header and cell props by column id: its classes and breakpoint, and whether it sticks. */
function columnLayouts<T>(columns: ColumnDef<T>[]): Map<string, ColumnLayout> {
  const marked = columns.findIndex((column) => column.meta?.sticky);
  // A selection checkbox never names the row.
  const stickyIndex = marked >= 0 ? marked : columns.findIndex((column) => column.id !== SELECT_COLUMN_ID);
  return new Map(
    columns.map((column, index) => [
      column.id,
      {
        className: cn(column.meta?.showFrom && SHOW_FROM[column.meta.showFrom], column.meta?.className),
        sticky: index === stickyIndex,
      },
    ]),
  );
}

export type DataTableProps<T extends { id: string }> = {
  columns: ColumnDef<T>[];
  rows: T[] | undefined;
  loading: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** What the table lists, for the error text: "Could not load contacts." */
  noun: string;
  empty: { title: string; hint?: string };
  skeletonRows?: number;
  /**
   * Adds a checkbox column; label names a row for screen readers. `permission`: what acting on a selection needs;
   * without it the admin is offered no checkboxes, since no action would follow.
   */
  selection?: { state: Selection; rowLabel: (row: T) => string; permission: Permission };
  rowTestId?: string;
  /** Renders each data row itself (a sortable row): it must render a TableRow with the props it gets. */
  rowComponent?: React.ComponentType<DataRowProps<T>>;
  sort?: ListSort;
  /**
   * Names the table's scrolling box, which then takes focus itself: for a table whose rows may hold nothing to focus
   * (the audit log's, when no entry is long enough for a "more"), so a keyboard can still scroll it on a phone.
   */
  scrollLabel?: string;
  /** The screen's own keys on the list (the reports inbox's `d`, `x`, `u`), listed by `?` with the kit's. */
  keys?: readonly ScreenKey[];
};

export type DataRowProps<T> = React.ComponentProps<typeof TableRow> & { row: T };

function selectionColumn<T extends { id: string }>(
  selection: NonNullable<DataTableProps<T>["selection"]>,
  noun: string,
  disabled: boolean,
): ColumnDef<T> {
  const { state, rowLabel } = selection;
  return {
    id: SELECT_COLUMN_ID,
    meta: { className: "w-10" },
    header: <SelectPageCheckbox selection={state} noun={noun} disabled={disabled} />,
    cell: (row) => (
      <Checkbox
        aria-label={`Select ${rowLabel(row)}`}
        checked={state.isSelected(row.id)}
        onCheckedChange={(checked) => state.toggle(row.id, checked === true)}
      />
    ),
  };
}

/**
 * A sortable column's header: a button that sorts by it, newest (largest) first, and
 * the other way when pressed again; the header cell says how the list is sorted (aria-sort).
 */
function sortableHeader<T>(column: ColumnDef<T>, sort: ListSort | undefined) {
  const key = column.meta?.sortKey;
  if (!key || !sort) return { header: column.header, ariaSort: undefined };
  const direction = sort.value === `${key}-desc` ? "desc" : sort.value === `${key}-asc` ? "asc" : null;
  const header = (
    <button
      type="button"
      className="hover:text-foreground -mx-1 inline-flex items-center gap-1 rounded-sm px-1"
      onClick={() => sort.onChange(`${key}-${direction === "desc" ? "asc" : "desc"}`)}
    >
      {column.header}
      {/* A character, not an icon: the header is on every list's first load. */}
      {direction ? <span aria-hidden>{direction === "asc" ? "↑" : "↓"}</span> : null}
    </button>
  );
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  return { header, ariaSort } as const;
}

function MessageRow({ span, children, className }: { span: number; children: React.ReactNode; className?: string }) {
  return (
    <TableRow>
      <TableCell colSpan={span} className={cn("py-12 text-center whitespace-normal", className)}>
        {children}
      </TableCell>
    </TableRow>
  );
}

export function DataTable<T extends { id: string }>({
  columns: declared,
  rows,
  loading,
  error,
  onRetry,
  noun,
  empty,
  skeletonRows = 10,
  selection: offered,
  rowTestId,
  rowComponent: RowComponent,
  sort,
  scrollLabel,
  keys,
}: DataTableProps<T>) {
  const { can } = usePermissions();
  const columns = permittedColumns(declared, can);
  const selection = offered && can(offered.permission) ? offered : undefined;
  // Rebuilt each render: the selection column reads the selection's current state.
  const allColumns = selection ? [selectionColumn(selection, noun, !rows?.length), ...columns] : columns;
  const span = allColumns.length;
  const layouts = columnLayouts(allColumns);
  const layout = (id: string) => layouts.get(id);
  const opensRow = columns.find((column) => column.open)?.open;
  const shortcuts = useListShortcuts({
    open:
      opensRow &&
      ((id) => {
        const row = rows?.find((candidate) => candidate.id === id);
        if (row) opensRow(row);
      }),
    selection: selection?.state,
    extra: keys,
  });

  let body: React.ReactNode;
  let emptyShown = false;
  if (loading || (!rows && !error)) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <TableRow key={index} data-testid={rowTestId ? `${rowTestId}-skeleton` : undefined} aria-hidden>
        {allColumns.map((column) => (
          <TableCell key={column.id} {...layout(column.id)}>
            <Skeleton className="h-4 w-full max-w-40" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (error) {
    body = (
      <MessageRow span={span} className="text-destructive">
        <p>Could not load {noun}.</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </MessageRow>
    );
  } else if (!rows?.length) {
    emptyShown = true;
    body = (
      <MessageRow span={span}>
        <p className="font-medium">{empty.title}</p>
        {empty.hint ? <p className="text-muted-foreground text-sm">{empty.hint}</p> : null}
      </MessageRow>
    );
  } else {
    body = rows.map((row) => {
      const props = {
        "data-testid": rowTestId,
        "data-state": selection?.state.isSelected(row.id) ? "selected" : undefined,
        ...listRowProps(row.id),
        // A row naming itself with a RowLink opens on a click anywhere (row-link.tsx); the others ignore it.
        ...rowLinkHandlers,
        className: "has-[a[data-row-link]]:cursor-pointer",
        children: allColumns.map((column) => (
          <TableCell key={column.id} {...layout(column.id)}>
            {column.cell(row)}
          </TableCell>
        )),
      };
      // Each row hydrates on its own, after the page (HydrationSlice): a page of fifty was one long task.
      return (
        <HydrationSlice key={row.id}>
          {RowComponent ? <RowComponent row={row} {...props} /> : <TableRow {...props} />}
        </HydrationSlice>
      );
    });
  }

  const table = (
    <Table aria-busy={loading || undefined} scrollLabel={emptyShown ? empty.title : scrollLabel}>
      <TableHeader>
        <TableRow>
          {allColumns.map((column) => {
            const { header, ariaSort } = sortableHeader(column, sort);
            return (
              <TableHead key={column.id} {...layout(column.id)} aria-sort={ariaSort}>
                {header}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>{body}</TableBody>
    </Table>
  );
  return (
    <>
      {table}
      <ListShortcutsHelp {...shortcuts.help} extra={keys} />
    </>
  );
}
