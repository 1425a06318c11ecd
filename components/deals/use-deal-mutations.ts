"use client";

// Every change the Sales Pipeline makes. A move (card selector or drag) is
// optimistic: the cached board changes at once and is put back if the server
// refuses; the board is refetched once the last move has settled.
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { moveDeal, type Board } from "@/components/deals/board-cache";
import { changeToasts, createCrudMutations } from "@/hooks/create-crud-mutations";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { DEAL_TOASTS } from "@/lib/deals/messages";
import { dealsKeys } from "@/lib/deals/query-keys";
import type { DealFormValues, DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

// SPEC §8 shows no message for deals; a rolled-back move must say why, so: the server's text, else ours.
const { requests, useSave, useDelete } = createCrudMutations<DealRow, DealFormValues>({
  path: "/api/admin/deals",
  trashType: "deal",
  nameOf: (deal) => deal.title,
  keys: [dealsKeys.all],
  toasts: DEAL_TOASTS,
});

export { useSave as useSaveDeal, useDelete as useDeleteDeal };

/** The board's own changes: the moves, optimistic. */
export function useDealMutations() {
  const queryClient = useQueryClient();
  const movesInFlight = React.useRef(0);

  const setBoard = (change: (board: Board) => Board) =>
    queryClient.setQueryData<Board>(dealsKeys.board, (board) => board && change(board));

  const move = useAdminMutation<DealRow, { deal: DealRow; stage: DealStageValue }, { from: DealStageValue }>({
    // The stage alone, and no version: a move never reverts another admin's edit of the deal's other fields,
    // and a second quick move of the same card is not refused against the first.
    request: ({ deal, stage }) => requests.update({ record: { id: deal.id }, values: { stage } }),
    toasts: changeToasts(DEAL_TOASTS.move),
    onMutate: async ({ deal, stage }) => {
      movesInFlight.current += 1;
      // A board fetch already under way would overwrite the move with what it read before.
      await queryClient.cancelQueries({ queryKey: dealsKeys.board });
      setBoard((board) => moveDeal(board, deal.id, stage));
      return { from: deal.stage };
    },
    // Moves the card back rather than restoring a snapshot, so other moves in flight stay.
    onError: (_error, { deal }, context) => {
      if (context) setBoard((board) => moveDeal(board, deal.id, context.from));
    },
    onSettled: async () => {
      movesInFlight.current -= 1;
      if (movesInFlight.current === 0) await queryClient.invalidateQueries({ queryKey: dealsKeys.all });
    },
  });

  /** Moves a deal to another stage at once (no-op for its own stage). */
  const { mutate: mutateMove } = move;
  const moveTo = React.useCallback(
    (deal: DealRow, stage: DealStageValue) => {
      if (deal.stage !== stage) mutateMove({ deal, stage });
    },
    [mutateMove],
  );

  return { moveTo };
}
