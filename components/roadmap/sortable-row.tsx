"use client";

// A table row that can be dragged to a new place (beyond SPEC). The row moves
// with the drag; only its grip (drag-handle.tsx) starts one, so the row's
// checkbox and buttons stay clicks.
import * as React from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { DataRowProps } from "@/components/data-table/data-table";
import { HandleContext, SortingDisabled } from "@/components/roadmap/drag-handle";
import { roadmapPresses } from "@/components/roadmap/sorting-code";
import { TableRow } from "@/components/ui/table";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";
import { cn } from "@/lib/utils";

export function SortableRow({ row, className, style, ...props }: DataRowProps<RoadmapItemRow>) {
  const disabled = React.useContext(SortingDisabled);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    data: { row },
    disabled,
  });
  // A grip pressed before this code was here: the drag starts from that press (sorting-code.ts).
  roadmapPresses.useStartFromHeldPress(row.id, listeners);
  const handle = React.useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
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
