"use client";

// The pipeline's six columns with drag and drop between them (issue 9, beyond
// SPEC). Pointer drags start from a card's grip after a few pixels, so a click
// stays a click; the keyboard picks a card up with Space or Enter, moves it a
// column at a time with the arrow keys, drops it with Space or Enter and
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
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import type { Board } from "@/components/deals/board-cache";
import { DealCard, DealCardPreview, type FocusPart } from "@/components/deals/deal-card";
import { BoardSkeleton, DealColumn } from "@/components/deals/deal-column";
import { isDealStage, stageLabel } from "@/components/deals/deal-display";
import { columnKeyboardCoordinates } from "@/components/deals/keyboard-coordinates";
import type { DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

export { BoardSkeleton };

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
      return over ? `Deal ${deal.title} is over ${columnName(over.id)}.` : `Deal ${deal.title} is no longer over a column.`;
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

type DealsBoardProps = {
  board: Board;
  onMove: (deal: DealRow, stage: DealStageValue) => void;
  onEdit: (deal: DealRow) => void;
  onDelete: (deal: DealRow) => void;
  onLoadMore: (stage: DealStageValue) => void;
  loadingStage: DealStageValue | null;
};

const subscribeToNothing = () => () => {};

type FocusTarget = { dealId: string; stage: DealStageValue; part: FocusPart };

export function DealsBoard({ board, onMove, onEdit, onDelete, onLoadMore, loadingStage }: DealsBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [active, setActive] = React.useState<DealRow | null>(null);
  const [announcements] = React.useState(makeAnnouncements);
  // A moved card is a new element in its new column: put the focus back on it there.
  const [focusTarget, setFocusTarget] = React.useState<FocusTarget | null>(null);
  const clearFocusTarget = React.useCallback(() => setFocusTarget(null), []);
  const inBrowser = React.useSyncExternalStore(subscribeToNothing, () => true, () => false);

  function move(deal: DealRow, stage: DealStageValue, part: FocusPart) {
    if (deal.stage === stage) return;
    setFocusTarget({ dealId: deal.id, stage, part });
    onMove(deal, stage);
  }

  function dragStart({ active: started }: DragStartEvent) {
    setFocusTarget(null);
    setActive(draggedDeal(started.data) ?? null);
  }

  function dragEnd({ active: ended, over, activatorEvent }: DragEndEvent) {
    setActive(null);
    const deal = draggedDeal(ended.data);
    if (!deal || !over || !isDealStage(over.id)) return;
    // Only a keyboard user's focus follows the card; a mouse user's stays where they clicked.
    if (activatorEvent instanceof KeyboardEvent) move(deal, over.id, "handle");
    else onMove(deal, over.id);
  }

  const focusFor = (deal: DealRow) => (focusTarget && focusTarget.dealId === deal.id && focusTarget.stage === deal.stage ? focusTarget.part : undefined);

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
      <div className="-mx-1 flex gap-4 overflow-x-auto px-1 pb-4" data-testid="deals-board">
        {board.columns.map((column) => (
          <DealColumn key={column.stage} column={column} loadingMore={loadingStage === column.stage} onLoadMore={() => onLoadMore(column.stage)}>
            {column.deals.map((deal) => (
              <li key={deal.id}>
                <DealCard
                  deal={deal}
                  onMove={(card, stage) => move(card, stage, "stage")}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  focus={focusFor(deal)}
                  onFocused={clearFocusTarget}
                />
              </li>
            ))}
          </DealColumn>
        ))}
      </div>
      {/* In <body>: a fixed overlay inside the panel's layout could be clipped or offset by its ancestors. */}
      {inBrowser ? createPortal(<DragOverlay dropAnimation={null}>{active ? <DealCardPreview deal={active} /> : null}</DragOverlay>, document.body) : null}
    </DndContext>
  );
}
