"use client";

// The pipeline's six columns, and drag and drop between them once its code
// (board-dnd.tsx) has arrived: fetched when the admin heads for a card's grip.
import * as React from "react";
import type { Board } from "@/components/deals/board-cache";
import { boardDnd } from "@/components/deals/board-dnd-code";
import { BoardStageNav } from "@/components/deals/board-stage-nav";
import { DealCard, type FocusPart } from "@/components/deals/deal-card";
import { BoardSkeleton, DealColumn } from "@/components/deals/deal-column";
import { HydrationSlice } from "@/components/ui/hydration-slice";
import type { DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

export { BoardSkeleton };

const CARD_ITEM_CLASS = "[content-visibility:auto] [contain-intrinsic-size:auto_15rem]";

/** `handler` behind a function that never changes, so the memoised cards are not drawn again for a new closure. */
function useStableHandler<A extends unknown[]>(handler: (...args: A) => void) {
  const latest = React.useRef(handler);
  React.useLayoutEffect(() => {
    latest.current = handler;
  });
  return React.useCallback((...args: A) => latest.current(...args), []);
}

type DealsBoardProps = {
  board: Board;
  onMove: (deal: DealRow, stage: DealStageValue) => void;
  onEdit: (deal: DealRow) => void;
  onDelete: (deal: DealRow) => void;
  onLoadMore: (stage: DealStageValue) => void;
  loadingStage: DealStageValue | null;
};

type FocusTarget = { dealId: string; stage: DealStageValue; part: FocusPart };

export function DealsBoard({ board, onMove, onEdit, onDelete, onLoadMore, loadingStage }: DealsBoardProps) {
  const dnd = boardDnd.useModule();
  const awaitingDrag = boardDnd.useAwaiting();
  const scroller = React.useRef<HTMLDivElement>(null);
  // A moved card is a new element in its new column: put the focus back on it there.
  const [focusTarget, setFocusTarget] = React.useState<FocusTarget | null>(null);
  const clearFocusTarget = React.useCallback(() => setFocusTarget(null), []);

  function move(deal: DealRow, stage: DealStageValue, part: FocusPart) {
    if (deal.stage === stage) return;
    setFocusTarget({ dealId: deal.id, stage, part });
    onMove(deal, stage);
  }
  const moveByStage = useStableHandler((deal: DealRow, stage: DealStageValue) => move(deal, stage, "stage"));
  const edit = useStableHandler(onEdit);
  const remove = useStableHandler(onDelete);

  // Only a keyboard user's focus follows the card; a mouse user's stays where they clicked.
  const drop = (deal: DealRow, stage: DealStageValue, byKeyboard: boolean) =>
    byKeyboard ? move(deal, stage, "handle") : onMove(deal, stage);
  const focusFor = (deal: DealRow) =>
    focusTarget && focusTarget.dealId === deal.id && focusTarget.stage === deal.stage ? focusTarget.part : undefined;
  const Column = dnd?.DroppableDealColumn ?? DealColumn;
  const Card = dnd?.DraggableDealCard ?? DealCard;

  const columns = board.columns.map((column) => (
    <Column
      key={column.stage}
      column={column}
      loadingMore={loadingStage === column.stage}
      onLoadMore={() => onLoadMore(column.stage)}
    >
      {column.deals.map((deal) => (
        // Off-screen cards skip style and layout until they near the viewport (their height kept
        // from the last time they were drawn): a board's first frame was one long task of them.
        <li key={deal.id} className={CARD_ITEM_CLASS}>
          {/* Each card hydrates on its own, after the board: thirty at once were one long task. */}
          <HydrationSlice>
            <Card
              deal={deal}
              onMove={moveByStage}
              onEdit={edit}
              onDelete={remove}
              focus={focusFor(deal)}
              onFocused={clearFocusTarget}
              awaitingDrag={awaitingDrag}
            />
          </HydrationSlice>
        </li>
      ))}
    </Column>
  ));
  // The scrolling box stays outside the drag context, so the code's arrival keeps it (and where it is scrolled to).
  // It is `relative`: the cards' screen-reader-only text is positioned, and without a positioned ancestor inside the
  // box, that text of the columns scrolled out of view stretched the whole page sideways.
  // A touch on the board fetches drag and drop's code: a touch screen never hovers a grip.
  return (
    <div>
      <BoardStageNav board={scroller} />
      <div
        ref={scroller}
        className="relative -mx-1 flex gap-4 overflow-x-auto px-1 pb-4"
        data-testid="deals-board"
        onPointerDown={(event) => {
          if (event.pointerType === "touch") void boardDnd.fetch().catch(() => undefined);
        }}
      >
        {dnd ? (
          <dnd.BoardDnd onDragStart={() => setFocusTarget(null)} onDrop={drop}>
            {columns}
          </dnd.BoardDnd>
        ) : (
          columns
        )}
      </div>
    </div>
  );
}
