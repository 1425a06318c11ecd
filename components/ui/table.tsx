import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * `scrollLabel`: the scrolling box itself takes focus, under that name, so a keyboard can scroll a table that
 * has nothing focusable in it (an empty list on a phone still scrolls sideways).
 */
function Table({ className, scrollLabel, ...props }: React.ComponentProps<"table"> & { scrollLabel?: string }) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto"
      {...(scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {})}
    >
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("hover:bg-muted/50 data-[state=selected]:bg-muted border-b transition-colors", className)}
      {...props}
    />
  );
}

/**
 * A sticky cell keeps its column in view while the table scrolls sideways in
 * its card (docs/decisions/accessibility-and-tables.md). It needs an opaque
 * background, so the row's hover and selection tints are repeated on it; on a
 * phone it takes at most 45% of the width, leaving room for the others to scroll by.
 */
const STICKY_CELL =
  "sticky left-0 z-[1] bg-card max-md:max-w-[45vw] max-md:overflow-hidden max-md:text-ellipsis [tr:hover>&]:bg-linear-to-r [tr:hover>&]:from-muted/50 [tr:hover>&]:to-muted/50 [tr[data-state=selected]>&]:bg-muted [tr[data-dragging]>&]:bg-muted";

type CellProps<T extends "th" | "td"> = React.ComponentProps<T> & { sticky?: boolean };

function TableHead({ className, sticky, ...props }: CellProps<"th">) {
  return (
    <th
      data-slot="table-head"
      data-sticky={sticky || undefined}
      className={cn(
        sticky && STICKY_CELL,
        "text-foreground h-10 px-2 text-left align-middle font-medium whitespace-nowrap [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, sticky, ...props }: CellProps<"td">) {
  return (
    <td
      data-slot="table-cell"
      data-sticky={sticky || undefined}
      className={cn(
        sticky && STICKY_CELL,
        "p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

export { Table, TableHeader, TableBody, TableHead, TableRow, TableCell };
