"use client";

// Drag and drop between the pipeline's columns (beyond SPEC), fetched
// when the admin heads for a card's grip (dnd-kit, 16 KB; board-dnd-code.ts):
// the board is drawn without it until then. Pointer drags start from a card's grip after a few pixels, so a
// click stays a click; the keyboard picks a card up with Space or Enter, moves
// it a column at a time with the arrow keys, drops it with Space or Enter and
// cancels with Escape. Every step is announced to screen readers.
import * as React from "react";
import { createPortal } from "react-dom";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { boardPresses } from "@/components/deals/board-dnd-code";
import { DealCard, DealCardPreview, type DealCardProps } from "@/components/deals/deal-card";
import { DealColumn, type DealColumnProps } from "@/components/deals/deal-column";
import { isDealStage, stageLabel } from "@/components/deals/deal-display";
import { columnKeyboardCoordinates } from "@/components/deals/keyboard-coordinates";
import type { DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

// Far enough that a click on the grip is not a drag, near enough to feel immediate.
const POINTER_ACTIVATION = { distance: 6 };

/** The column under the pointer; from the keyboard (no pointer), the column the card overlaps most. */
const columnUnderCard: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const draggedDeal = (data: { current?: Record<string, unknown> | null }) => data.current?.deal as DealRow | undefined;
const columnName = (id: unknown) => (isDealStage(id) ? stageLabel(id) : String(id));

/**
 * What screen readers hear. The column a card is already over is not said
 * again, so "Picked up …" is not cut short by "… is over Lead" at once.
 */
function makeAnnouncements(): Announcements {
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      const deal = draggedDeal(active.data);
      lastOver = deal?.stage ?? null;
      return deal ? `Picked up deal ${deal.title}. It is in ${stageLabel(deal.stage)}.` : undefined;
    },
    onDragOver: ({ active, over }) => {
      const deal = draggedDeal(active.data);
      const overId = over?.id ?? null;
      if (!deal || overId === lastOver) return undefined;
      lastOver = overId;
      return over
        ? `Deal ${deal.title} is over ${columnName(over.id)}.`
        : `Deal ${deal.title} is no longer over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const deal = draggedDeal(active.data);
      if (!deal) return undefined;
      if (!over) return `Deal ${deal.title} was dropped outside the columns. It stays in ${stageLabel(deal.stage)}.`;
      if (over.id === deal.stage) return `Deal ${deal.title} was dropped back in ${stageLabel(deal.stage)}.`;
      return `Deal ${deal.title} was moved to ${columnName(over.id)}.`;
    },
    onDragCancel: ({ active }) => {
      const deal = draggedDeal(active.data);
      return deal ? `Moving deal ${deal.title} was cancelled. It stays in ${stageLabel(deal.stage)}.` : undefined;
    },
  };
}

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move a deal to another stage, press Space or Enter to pick it up. " +
    "Use the Left and Right arrow keys to move it between columns. " +
    "Press Space or Enter again to drop it there, or Escape to cancel.",
};

export const DraggableDealCard = React.memo(function DraggableDealCard(props: DealCardProps) {
  const drag = useDraggable({ id: props.deal.id, data: { deal: props.deal } });
  // A grip pressed before this code was here: the drag starts from that press (board-dnd-code.ts).
  boardPresses.useStartFromHeldPress(props.deal.id, drag.listeners);
  return <DealCard {...props} drag={drag} />;
});

export function DroppableDealColumn(props: DealColumnProps) {
  const drop = useDroppable({ id: props.column.stage });
  return <DealColumn {...props} drop={drop} />;
}

type BoardDndProps = {
  onDragStart: () => void;
  /** A card dropped on another column; `byKeyboard` when it was carried there with the keys. */
  onDrop: (deal: DealRow, stage: DealStageValue, byKeyboard: boolean) => void;
  children: React.ReactNode;
};

const subscribeToNothing = () => () => {};

/** Around the board's columns: the sensors, the announcements and the picture that follows a drag. */
export function BoardDnd({ onDragStart, onDrop, children }: BoardDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [active, setActive] = React.useState<DealRow | null>(null);
  const [announcements] = React.useState(makeAnnouncements);
  const inBrowser = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  function dragStart({ active: started }: DragStartEvent) {
    onDragStart();
    setActive(draggedDeal(started.data) ?? null);
  }

  function dragEnd({ active: ended, over, activatorEvent }: DragEndEvent) {
    setActive(null);
    const deal = draggedDeal(ended.data);
    if (!deal || !over || !isDealStage(over.id)) return;
    onDrop(deal, over.id, activatorEvent instanceof KeyboardEvent);
  }

  return (
    <DndContext
      // A fixed id: dnd-kit's counter-made ids differ between server and browser and break hydration.
      id="deals-board"
      sensors={sensors}
      collisionDetection={columnUnderCard}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={dragStart}
      onDragEnd={dragEnd}
      onDragCancel={() => setActive(null)}
    >
      {children}
      {/* In <body>: a fixed overlay inside the panel's layout could be clipped or offset by its ancestors. */}
      {inBrowser
        ? createPortal(
            <DragOverlay dropAnimation={null}>{active ? <DealCardPreview deal={active} /> : null}</DragOverlay>,
            document.body,
          )
        : null}
    </DndContext>
  );
}
