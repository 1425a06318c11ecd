"use client";

// A roadmap row's grip. Its drag behaviour (dnd-kit) comes with the sortable
// row, fetched when the admin heads for a grip (pointer or focus) or presses it (sorting-code.ts);
// until then the grip is drawn but not yet usable (aria-disabled).
import * as React from "react";
import type { useSortable } from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";
import { roadmapPresses, roadmapSorting } from "@/components/roadmap/sorting-code";
import { Button } from "@/components/ui/button";

type Handle = Pick<ReturnType<typeof useSortable>, "attributes" | "listeners" | "setActivatorNodeRef">;

/** Given by each sortable row to the grip in its first cell. */
export const HandleContext = React.createContext<Handle | null>(null);

/** Set by the table: no drag starts while an order is being saved. */
export const SortingDisabled = React.createContext(false);

/** The grip in the row's first cell: Space or Enter picks the row up, the arrow keys move it, Space or Enter drops it, Escape cancels. */
export function DragHandle({ id, title }: { id: string; title: string }) {
  const handle = React.useContext(HandleContext);
  const disabled = React.useContext(SortingDisabled) || !handle;
  const awaiting = roadmapSorting.useAwaiting();
  return (
    <Button
      ref={handle?.setActivatorNodeRef}
      variant="ghost"
      size="icon"
      className="cursor-grab touch-none active:cursor-grabbing"
      // Heading for the grip fetches drag and drop's code, so it is here by the press; a press (a touch screen
      // never hovers) fetches it too, and its drag begins when the code arrives.
      {...(handle
        ? undefined
        : { ...roadmapSorting.intentProps, onPointerDown: (event) => roadmapPresses.hold(id, event.nativeEvent) })}
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label={`Reorder ${title}`}
      aria-disabled={disabled || undefined}
      data-awaiting-code={!handle && awaiting ? "" : undefined}
      title="Drag to reorder"
    >
      <GripVertical aria-hidden />
    </Button>
  );
}
