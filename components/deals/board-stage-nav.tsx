"use client";

// The board is six columns of 18rem, wider than most screens, and as tall as its longest column: its own scrollbar,
// at its foot, is out of sight while the admin reads the first cards. These buttons scroll it a stage at a time and
// stay in view under the panel's header, so every stage is one press away from anywhere on the board.
import * as React from "react";
import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import { DEAL_SCREEN_TEXT } from "@/components/deals/deal-display";
import { Button } from "@/components/ui/button";

type Edges = { atStart: boolean; atEnd: boolean };

/** Where each column starts, as the board's `scrollLeft` that brings it to the board's left edge. */
function columnStarts(board: HTMLElement): number[] {
  const padding = parseFloat(getComputedStyle(board).paddingLeft) || 0;
  return [...board.querySelectorAll<HTMLElement>('[data-testid="deal-column"]')].map(
    (column) => column.offsetLeft - padding,
  );
}

/** Whether the board can scroll further either way, kept as it scrolls or changes size. */
function useEdges(board: React.RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = React.useState<Edges>({ atStart: true, atEnd: false });
  React.useEffect(() => {
    const element = board.current;
    if (!element) return;
    const update = () =>
      setEdges({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, [board]);
  return edges;
}

/** The two buttons, which differ only in the way they scroll. */
const STEPS = [
  { direction: -1, label: DEAL_SCREEN_TEXT.previousStage, Icon: ChevronLeft, edge: "atStart" },
  { direction: 1, label: DEAL_SCREEN_TEXT.nextStage, Icon: ChevronRight, edge: "atEnd" },
] as const satisfies readonly { direction: 1 | -1; label: string; Icon: LucideIcon; edge: keyof Edges }[];

/** "Previous stage" and "Next stage": the board's next column (either way) to its left edge. */
export function BoardStageNav({ board }: { board: React.RefObject<HTMLElement | null> }) {
  const edges = useEdges(board);

  function scrollByStage(direction: 1 | -1) {
    const element = board.current;
    if (!element) return;
    const now = element.scrollLeft;
    const starts = columnStarts(element);
    const target =
      direction > 0 ? starts.find((start) => start > now + 1) : starts.findLast((start) => start < now - 1);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({
      left: target ?? (direction > 0 ? element.scrollWidth : 0),
      behavior: smooth ? "smooth" : "auto",
    });
  }

  // aria-disabled rather than disabled: a button pressed to the end keeps the focus.
  return (
    <div
      role="group"
      aria-label={DEAL_SCREEN_TEXT.stageNav}
      className="bg-background/95 sticky top-16 z-5 flex justify-end gap-2 py-2 backdrop-blur"
    >
      {STEPS.map(({ direction, label, Icon, edge }) => {
        const stopped = edges[edge];
        return (
          <Button
            key={direction}
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={stopped || undefined}
            className="aria-disabled:opacity-50"
            onClick={() => !stopped && scrollByStage(direction)}
          >
            {/* Each chevron on the side it scrolls towards. */}
            {direction < 0 ? <Icon aria-hidden /> : null}
            {label}
            {direction > 0 ? <Icon aria-hidden /> : null}
          </Button>
        );
      })}
    </div>
  );
}
