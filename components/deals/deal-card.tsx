"use client";

// One deal on the board (SPEC §2): title, description, value, probability,
// contact, company, expected close, the stage selector, Edit Details and
// delete. The grip is the drag handle, so the card's own controls stay clicks.
// Dragging (dnd-kit) arrives when the admin heads for a grip (board-dnd-code.ts;
// board-dnd.tsx binds it through `drag`); until then the grip is drawn but not
// yet usable. A board hydrates dozens of cards at once (a long task, Total Blocking
// Time): a card is plain elements with the shared components' classes, its stage
// select a look-alike until pressed (OptionSelect), and memoised, so a change to
// one card or to the board's focus target draws only the cards it touches.
import * as React from "react";
import type { useDraggable } from "@dnd-kit/core";
import { Building2, CalendarDays, GripVertical, Pencil, Trash2, UserRound } from "lucide-react";
import { boardDnd, boardPresses } from "@/components/deals/board-dnd-code";
import {
  dealCompanyName,
  dealContactName,
  DEAL_SCREEN_TEXT,
  formatCloseDate,
  STAGE_OPTIONS,
} from "@/components/deals/deal-display";
import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { OptionSelect } from "@/components/ui/option-select";
import { useCan } from "@/hooks/use-permissions";
import { formatUsd } from "@/lib/deals/money";
import type { DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";
import { cn } from "@/lib/utils";

// The classes of Card, Badge and Button, worked out once rather than per card.
const CARD_CLASS = "bg-card text-card-foreground flex flex-col rounded-xl border";
const HEADER_CLASS = "flex flex-row items-start gap-2 px-3";
const PROBABILITY_CLASS = badgeVariants({ variant: "secondary" });
const EDIT_CLASS = buttonVariants({ variant: "outline", size: "sm", className: "flex-1" });
const DELETE_CLASS = buttonVariants({ variant: "ghost", size: "icon", className: "size-8" });
const GRIP_CLASS =
  "text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 -ml-1 cursor-grab touch-none rounded-sm p-0.5 outline-none focus-visible:ring-[3px] active:cursor-grabbing";

export type FocusPart = "handle" | "stage";

/** What dnd-kit's `useDraggable` gives a card. */
export type CardDrag = Pick<
  ReturnType<typeof useDraggable>,
  "attributes" | "listeners" | "setNodeRef" | "setActivatorNodeRef" | "isDragging"
>;

export type DealCardProps = {
  deal: DealRow;
  onMove: (deal: DealRow, stage: DealStageValue) => void;
  onEdit: (deal: DealRow) => void;
  onDelete: (deal: DealRow) => void;
  /** Focus this control once mounted: the card has just been moved here from the keyboard. */
  focus?: FocusPart;
  onFocused?: () => void;
  drag?: CardDrag;
  /** Drag and drop's code has been asked for and is on its way (the grip is marked for the tests' `settled`). */
  awaitingDrag?: boolean;
};

function DealFacts({ deal }: { deal: DealRow }) {
  const closeDate = formatCloseDate(deal.expectedCloseDate);
  return (
    <dl className="text-muted-foreground grid gap-1 text-xs">
      <div className="flex items-center gap-1.5">
        <dt>
          <UserRound className="size-3.5" aria-hidden />
          <span className="sr-only">Contact</span>
        </dt>
        <dd className="truncate" data-testid="deal-contact">
          {dealContactName(deal)}
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <Building2 className="size-3.5" aria-hidden />
          <span className="sr-only">Company</span>
        </dt>
        <dd className="truncate" data-testid="deal-company">
          {dealCompanyName(deal)}
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <CalendarDays className="size-3.5" aria-hidden />
          <span className="sr-only">Expected close</span>
        </dt>
        <dd data-testid="deal-close-date">{closeDate ?? "—"}</dd>
      </div>
    </dl>
  );
}

function DealSummary({ deal }: { deal: DealRow }) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className="text-sm leading-snug font-semibold break-words" data-testid="deal-title">
        {deal.title}
      </h3>
      {deal.description ? (
        <p className="text-muted-foreground mt-1 line-clamp-2 text-xs break-words">{deal.description}</p>
      ) : null}
    </div>
  );
}

function ProbabilityBadge({ probability }: { probability: number }) {
  return (
    <span className={PROBABILITY_CLASS} title="Probability" data-testid="deal-probability">
      {probability}%
    </span>
  );
}

function DealCardBody({ deal, onMove, onEdit, onDelete, focus, onFocused, drag, awaitingDrag }: DealCardProps) {
  const handle = React.useRef<HTMLButtonElement | null>(null);
  const stage = React.useRef<HTMLButtonElement | null>(null);
  // Moving, editing and deleting all change the deal: without the permission the card only shows it.
  const editable = useCan("deals.update");

  React.useEffect(() => {
    if (!focus) return;
    (focus === "handle" ? handle : stage).current?.focus();
    onFocused?.();
  }, [focus, onFocused]);

  return (
    <div
      ref={drag?.setNodeRef}
      data-slot="card"
      data-testid="deal-card"
      data-deal-id={deal.id}
      className={cn(CARD_CLASS, "gap-3 py-3 shadow-xs", drag?.isDragging && "opacity-40")}
    >
      <div className={HEADER_CLASS}>
        {editable ? (
          <button
            type="button"
            ref={(node) => {
              drag?.setActivatorNodeRef(node);
              handle.current = node;
            }}
            aria-disabled={drag ? undefined : true}
            data-awaiting-code={!drag && awaitingDrag ? "" : undefined}
            // Heading for the grip fetches drag and drop's code, so it is here by the press; a press (a touch
            // screen never hovers) fetches it too, and its drag begins when the code arrives.
            {...(drag
              ? undefined
              : { ...boardDnd.intentProps, onPointerDown: (event) => boardPresses.hold(deal.id, event.nativeEvent) })}
            {...drag?.attributes}
            {...drag?.listeners}
            aria-label={`Move deal ${deal.title}`}
            className={GRIP_CLASS}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        ) : null}
        <DealSummary deal={deal} />
        <ProbabilityBadge probability={deal.probability} />
      </div>
      <div className="grid gap-2 px-3">
        <p className="text-base font-semibold tabular-nums" data-testid="deal-value">
          {formatUsd(deal.value)}
        </p>
        <DealFacts deal={deal} />
        {/* The column names the stage; only an admin who may move the deal gets the select that moves it. */}
        {editable ? (
          <>
            <OptionSelect
              ref={stage}
              className="h-8 w-full"
              aria-label={`Stage of ${deal.title}`}
              value={deal.stage}
              onValueChange={(value) => onMove(deal, value)}
              options={STAGE_OPTIONS}
            />
            <div className="flex items-center gap-2">
              <button type="button" data-slot="button" className={EDIT_CLASS} onClick={() => onEdit(deal)}>
                <Pencil aria-hidden /> {DEAL_SCREEN_TEXT.editDetails}
              </button>
              <button
                type="button"
                data-slot="button"
                className={DELETE_CLASS}
                aria-label={`Delete deal ${deal.title}`}
                onClick={() => onDelete(deal)}
              >
                <Trash2 aria-hidden />
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A card is drawn again only when its own props change: give it stable handlers. */
export const DealCard = React.memo(DealCardBody);

/** What follows the pointer or keyboard while a card is dragged: a picture of it, hidden from screen readers (the announcements speak). */
export function DealCardPreview({ deal }: { deal: DealRow }) {
  return (
    <div aria-hidden className={cn(CARD_CLASS, "w-72 cursor-grabbing gap-2 py-3 shadow-lg")}>
      <div className={HEADER_CLASS}>
        <GripVertical className="text-muted-foreground size-4" aria-hidden />
        <DealSummary deal={deal} />
        <ProbabilityBadge probability={deal.probability} />
      </div>
      <div className="px-3">
        <p className="text-base font-semibold tabular-nums">{formatUsd(deal.value)}</p>
      </div>
    </div>
  );
}
