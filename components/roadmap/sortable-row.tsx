"use client";

// A table row that can be dragged to a new place (beyond SPEC), and its drag
// handle. The row moves with the drag; only the handle starts one, so the
// row's checkbox and buttons stay clicks.
import * as React from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { DataRowProps } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { TableRow } from "@/components/ui/table";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";
import { cn } from "@/lib/utils";

type Handle = Pick<ReturnType<typeof useSortable>, "attributes" | "listeners" | "setActivatorNodeRef">;

const HandleContext = React.createContext<Handle | null>(null);

/** Set by the table: no drag starts while an order is being saved. */
export const SortingDisabled = React.createContext(false);

export function SortableRow({ row, className, style, ...props }: DataRowProps<RoadmapItemRow>) {
  const disabled = React.useContext(SortingDisabled);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, data: { row }, disabled });
  const handle = React.useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={handle}>
      <TableRow
        ref={setNodeRef}
        {...props}
        data-dragging={isDragging || undefined}
        className={cn(isDragging && "bg-muted relative z-10 shadow-md", className)}
        style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
      />
    </HandleContext.Provider>
  );
}

/** The grip in the row's first cell: Space or Enter picks the row up, the arrow keys move it, Space or Enter drops it, Escape cancels. */
export function DragHandle({ title }: { title: string }) {
  const handle = React.useContext(HandleContext);
  const disabled = React.useContext(SortingDisabled);
  return (
    <Button
      ref={handle?.setActivatorNodeRef}
      variant="ghost"
      size="icon"
      className="cursor-grab touch-none active:cursor-grabbing"
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label={`Reorder ${title}`}
      aria-disabled={disabled || undefined}
      title="Drag to reorder"
    >
      <GripVertical aria-hidden />
    </Button>
  );
}
