"use client";

// One stage of the pipeline: its true count and sum from the server (not the
// cards loaded), the first cards, "Load more", and a drop target for drags
// once dnd-kit has arrived (board-dnd.tsx binds it through `drop`).
import type { useDroppable } from "@dnd-kit/core";
import { Loader2 } from "lucide-react";
import type { BoardColumn } from "@/components/deals/board-cache";
import { DEAL_SCREEN_TEXT, stageLabel } from "@/components/deals/deal-display";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd } from "@/lib/deals/money";
import { cn } from "@/lib/utils";

const COLUMN_CLASS = "bg-muted/40 flex min-h-96 w-72 shrink-0 flex-col gap-3 rounded-xl border p-3";

export type DealColumnProps = {
  column: BoardColumn;
  loadingMore: boolean;
  onLoadMore: () => void;
  children: React.ReactNode;
  drop?: Pick<ReturnType<typeof useDroppable>, "setNodeRef" | "isOver">;
};

export function DealColumn({ column, loadingMore, onLoadMore, children, drop }: DealColumnProps) {
  const headingId = `deal-column-${column.stage}`;
  return (
    <section
      ref={drop?.setNodeRef}
      aria-labelledby={headingId}
      data-testid="deal-column"
      data-stage={column.stage}
      className={cn(COLUMN_CLASS, "transition-colors", drop?.isOver && "ring-primary bg-accent/60 ring-2")}
    >
      <header className="grid gap-0.5 px-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-semibold">
            {stageLabel(column.stage)}
          </h2>
          <Badge variant="outline" data-testid="column-count">
            {column.count}
            <span className="sr-only"> deal(s)</span>
          </Badge>
        </div>
        <p className="text-muted-foreground text-sm tabular-nums" data-testid="column-value">
          {formatUsd(column.value)}
        </p>
      </header>
      {column.deals.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed px-3 py-8 text-center text-sm">
          {DEAL_SCREEN_TEXT.emptyColumn}
        </p>
      ) : (
        <ul className="grid gap-3">{children}</ul>
      )}
      {column.nextCursor ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={loadingMore}
          onClick={onLoadMore}
          aria-label={`${DEAL_SCREEN_TEXT.loadMore} in ${stageLabel(column.stage)}`}
        >
          {loadingMore ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {DEAL_SCREEN_TEXT.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

/** The board while it loads: six columns of placeholder cards. */
export function BoardSkeleton() {
  return (
    <div className="flex gap-4 overflow-x-auto pb-4" role="status" aria-label="Loading deals">
      {Array.from({ length: 6 }, (_, column) => (
        <div key={column} className={COLUMN_CLASS} data-testid="deal-column-skeleton">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-16" />
          {Array.from({ length: 3 }, (_, card) => (
            <Skeleton key={card} className="h-40 rounded-xl" />
          ))}
        </div>
      ))}
    </div>
  );
}
