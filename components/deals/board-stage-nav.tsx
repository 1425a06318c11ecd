"use client";

// The board is six columns of 18rem, wider than most screens, and as tall as its longest column: its own scrollbar,
// at its foot, is out of sight while the admin reads the first cards. These buttons scroll it a stage at a time and
// stay in view under the panel's header, so every stage is one press away from anywhere on the board.
import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
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

/** "Previous stage" and "Next stage": the board's next column (either way) to its left edge. */
export function BoardStageNav({ board }: { board: React.RefObject<HTMLElement | null> }) {
  const { atStart, atEnd } = useEdges(board);

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
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={atStart || undefined}
        className="aria-disabled:opacity-50"
        onClick={() => !atStart && scrollByStage(-1)}
      >
        <ChevronLeft aria-hidden /> {DEAL_SCREEN_TEXT.previousStage}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={atEnd || undefined}
        className="aria-disabled:opacity-50"
        onClick={() => !atEnd && scrollByStage(1)}
      >
        {DEAL_SCREEN_TEXT.nextStage} <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
