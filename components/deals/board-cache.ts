// The board as the TanStack cache holds it, and the pure changes the screen
// makes to it before the server answers. Money is added in integer cents
// (lib/deals/money.ts), so an optimistic sum is exactly what SQL will say.
import { fromCents, sumMoney, toCents } from "@/lib/deals/money";
import type { DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";
import type { DealBoard } from "@/lib/deals/service";
import type { Json } from "@/lib/serialize";

export type Board = Json<DealBoard>;
export type BoardColumn = Board["columns"][number];

/** The board's order: newest first on (createdAt, id), as the server's keyset pages. */
function newerFirst(a: DealRow, b: DealRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function findDeal(board: Board, dealId: string): DealRow | undefined {
  for (const column of board.columns) {
    const deal = column.deals.find((candidate) => candidate.id === dealId);
    if (deal) return deal;
  }
  return undefined;
}

/**
 * Moves a loaded card to another column: both columns' counts and sums change
 * by the deal, and the total is summed again from the columns (a move leaves
 * it as it was). A deal not on the board, or already there, changes nothing.
 */
export function moveDeal(board: Board, dealId: string, toStage: DealStageValue): Board {
  const deal = findDeal(board, dealId);
  if (!deal || deal.stage === toStage) return board;
  const cents = toCents(deal.value);
  const moved = { ...deal, stage: toStage };
  const columns = board.columns.map((column): BoardColumn => {
    if (column.stage === deal.stage) {
      return {
        ...column,
        count: column.count - 1,
        value: fromCents(toCents(column.value) - cents),
        deals: column.deals.filter((card) => card.id !== dealId),
      };
    }
    if (column.stage === toStage) {
      return {
        ...column,
        count: column.count + 1,
        value: fromCents(toCents(column.value) + cents),
        deals: [...column.deals, moved].sort(newerFirst),
      };
    }
    return column;
  });
  return { columns, totalValue: sumMoney(columns.map((column) => column.value)) };
}

/** A column's next page ("Load more"), after the cards it has. */
export function appendCards(
  board: Board,
  stage: DealStageValue,
  deals: readonly DealRow[],
  nextCursor: string | null,
): Board {
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== stage) return column;
      const known = new Set(column.deals.map((deal) => deal.id));
      return { ...column, deals: [...column.deals, ...deals.filter((deal) => !known.has(deal.id))], nextCursor };
    }),
  };
}
