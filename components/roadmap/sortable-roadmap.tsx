"use client";

// Drag and drop for the roadmap table (beyond SPEC): a pointer drags a row by
// its grip; the keyboard picks it up with Space or Enter, moves it with the
// Up and Down arrows, drops it with Space or Enter, cancels with Escape. Every
// step is announced with the row's position. The roadmap screen fetches this
// module (dnd-kit, 16 KB) after the page has hydrated.
import * as React from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { SortingDisabled } from "@/components/roadmap/drag-handle";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";

// Far enough that a click on the grip is not a drag.
const POINTER_ACTIVATION = { distance: 6 };

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function makeAnnouncements(rows: RoadmapItemRow[]): Announcements {
  const title = (id: unknown) => rows.find((row) => row.id === id)?.title ?? "item";
  const position = (id: unknown) => `position ${rows.findIndex((row) => row.id === id) + 1} of ${rows.length}`;
  // The place a row is already over is not said again, so "Picked up …" is not cut short at once.
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${title(active.id)}. It is in ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over
        ? `${title(active.id)} was moved into ${position(over.id)}.`
        : `${title(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} was dropped in ${position(over.id)}.`
        : `${title(active.id)} was dropped outside the list.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled. It stays in ${position(active.id)}.`,
  };
}

const screenReaderInstructions = {
  draggable:
    "To reorder, press Space or Enter to pick the item up. Use the Up and Down arrow keys to move it. " +
    "Press Space or Enter again to drop it there, or Escape to cancel.",
};

type SortableRoadmapProps = {
  rows: RoadmapItemRow[];
  /** The rows in their new order, after a drop that moved one. */
  onReorder: (rows: RoadmapItemRow[]) => void;
  disabled: boolean;
  children: React.ReactNode;
};

export function SortableRoadmap({ rows, onReorder, disabled, children }: SortableRoadmapProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Rows do not change during a drag (the order is saved on drop), so positions are those of the list being dragged in.
  const announcements = React.useMemo(() => makeAnnouncements(rows), [rows]);

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(rows, from, to));
  }

  return (
    <DndContext
      // A fixed id: dnd-kit's counter-made ids differ between server and browser and break hydration.
      id="roadmap-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={dragEnd}
    >
      <SortableContext items={rows} strategy={verticalListSortingStrategy} disabled={disabled}>
        <SortingDisabled.Provider value={disabled}>{children}</SortingDisabled.Provider>
      </SortableContext>
    </DndContext>
  );
}

export { SortableRow } from "@/components/roadmap/sortable-row";
