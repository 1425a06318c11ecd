"use client";

// Every change the Sales Pipeline makes. A move (card selector or drag) is
// optimistic: the cached board changes at once and is put back if the server
// refuses; the board is refetched once the last move has settled.
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { moveDeal, type Board } from "@/components/deals/board-cache";
import { useAdminMutation } from "@/hooks/use-admin-mutation";
import { apiRequest } from "@/lib/api-client";
import { DEAL_TOASTS } from "@/lib/deals/messages";
import { dealsKeys } from "@/lib/deals/query-keys";
import type { DealFormValues, DealRow } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";

// SPEC §8 shows no message for deals; issue 9 wants a toast, so: the server's text, else ours.
const errorToasts = (fallback: string) => ({ serverMessage: true, fallback });

export function useDealMutations() {
  const queryClient = useQueryClient();
  const movesInFlight = React.useRef(0);

  const create = useAdminMutation({
    request: (input: DealFormValues) => apiRequest<DealRow>("POST", "/api/admin/deals", input),
    toasts: { success: DEAL_TOASTS.create.success, error: errorToasts(DEAL_TOASTS.create.fallback) },
    invalidate: [dealsKeys.all],
  });

  const update = useAdminMutation({
    request: ({ id, input }: { id: string; input: DealFormValues }) =>
      apiRequest<DealRow>("PATCH", `/api/admin/deals/${id}`, input),
    toasts: { success: DEAL_TOASTS.update.success, error: errorToasts(DEAL_TOASTS.update.fallback) },
    invalidate: [dealsKeys.all],
  });

  const remove = useAdminMutation({
    request: (deal: DealRow) => apiRequest<void>("DELETE", `/api/admin/deals/${deal.id}`),
    toasts: { success: DEAL_TOASTS.delete.success, error: errorToasts(DEAL_TOASTS.delete.fallback) },
    invalidate: [dealsKeys.all],
  });

  const setBoard = (change: (board: Board) => Board) =>
    queryClient.setQueryData<Board>(dealsKeys.board, (board) => board && change(board));

  const move = useAdminMutation<DealRow, { deal: DealRow; stage: DealStageValue }, { from: DealStageValue }>({
    // The stage alone: a move never reverts another admin's edit of the deal's other fields.
    request: ({ deal, stage }) => apiRequest<DealRow>("PATCH", `/api/admin/deals/${deal.id}`, { stage }),
    toasts: { success: DEAL_TOASTS.move.success, error: errorToasts(DEAL_TOASTS.move.fallback) },
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

  return { create, update, remove, moveTo };
}
