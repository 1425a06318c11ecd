"use client";

// The board query: the server-rendered board first, each column's first cards
// with its true count and sum. "Load more" appends a column's next page to the
// cached board, and a refetch reloads as many cards as each column showed.
import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/loading/toast";
import { appendCards, type Board } from "@/components/deals/board-cache";
import { DEAL_SCREEN_TEXT } from "@/components/deals/deal-display";
import { fetchPage } from "@/lib/api-client/pages";
import { getQueryFn } from "@/lib/api-client/request";
import { dealsKeys } from "@/lib/deals/query-keys";
import type { DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

const readBoard = getQueryFn({ on401: "throw" });

type ExtraCards = Partial<Record<DealStageValue, number>>;

/** Follows a column's cursor until `wanted` more cards are loaded (or the column ends). */
async function loadCards(stage: DealStageValue, cursor: string | null, wanted: number, signal?: AbortSignal) {
  const deals: DealRow[] = [];
  while (cursor && deals.length < wanted) {
    const page = await fetchPage<DealRow>(dealsKeys.column(stage, cursor), signal);
    deals.push(...page.items);
    cursor = page.nextCursor;
  }
  return { deals, nextCursor: cursor };
}

export function useDealBoard(initialBoard: Board) {
  const queryClient = useQueryClient();
  // Cards each column loaded beyond the board's first page, to load again on refetch.
  const extra = React.useRef<ExtraCards>({});
  const [loadingStage, setLoadingStage] = React.useState<DealStageValue | null>(null);

  const board = useQuery({
    queryKey: dealsKeys.board,
    queryFn: async (context) => {
      let next = (await readBoard(context)) as Board;
      for (const column of next.columns) {
        const wanted = extra.current[column.stage] ?? 0;
        if (wanted === 0 || !column.nextCursor) continue;
        const more = await loadCards(column.stage, column.nextCursor, wanted, context.signal);
        next = appendCards(next, column.stage, more.deals, more.nextCursor);
      }
      return next;
    },
    initialData: initialBoard,
  });

  async function loadMore(stage: DealStageValue) {
    const column = board.data?.columns.find((candidate) => candidate.stage === stage);
    if (!column?.nextCursor) return;
    setLoadingStage(stage);
    try {
      const page = await fetchPage<DealRow>(dealsKeys.column(stage, column.nextCursor));
      extra.current[stage] = (extra.current[stage] ?? 0) + page.items.length;
      queryClient.setQueryData<Board>(
        dealsKeys.board,
        (current) => current && appendCards(current, stage, page.items, page.nextCursor),
      );
    } catch {
      toast.error("Error", { description: DEAL_SCREEN_TEXT.loadMoreFailed });
    } finally {
      setLoadingStage(null);
    }
  }

  return { ...board, loadMore, loadingStage };
}
