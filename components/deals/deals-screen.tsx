"use client";

// SPEC §2 Deals, 'Sales Pipeline': the total pipeline value, the board, and
// the add/edit and delete dialogs.
import { RotateCw } from "lucide-react";
import type { Board } from "@/components/deals/board-cache";
import { DEAL_SCREEN_TEXT } from "@/components/deals/deal-display";
import { BoardSkeleton, DealsBoard } from "@/components/deals/deals-board";
import { DealsViewSwitch } from "@/components/deals/deals-view-switch";
import { useDealBoard } from "@/components/deals/use-deal-board";
import { useDealMutations } from "@/components/deals/use-deal-mutations";
import { ExportButton } from "@/components/data-table/export-button";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListScreen } from "@/components/list-screen/list-screen";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { DEALS_TEXT } from "@/lib/deals/messages";
import { formatUsd } from "@/lib/deals/money";
import type { DealRow } from "@/lib/deals/schema";

const DealFormDialog = lazyDialog(() =>
  import("@/components/deals/deal-form-dialog").then((module) => module.DealFormDialog),
);
const DeleteDealDialog = lazyDialog(() =>
  import("@/components/deals/delete-deal-dialog").then((module) => module.DeleteDealDialog),
);

export function PipelineTotal({ value }: { value: string | null }) {
  return (
    <>
      {DEAL_SCREEN_TEXT.totalValue}:{" "}
      <span className="text-foreground font-semibold tabular-nums" data-testid="pipeline-total">
        {value === null ? "…" : formatUsd(value)}
      </span>
    </>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-destructive">{DEAL_SCREEN_TEXT.loadFailed}</span>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden /> {DEAL_SCREEN_TEXT.retry}
        </Button>
      </CardContent>
    </Card>
  );
}

export function DealsScreen({ initialBoard }: { initialBoard: Board }) {
  const { data: board, isError, refetch, isFetching, loadMore, loadingStage } = useDealBoard(initialBoard);
  const { moveTo } = useDealMutations();
  const dialog = useRowDialog<DealRow, "form" | "delete">();
  const { show } = dialog;

  return (
    <ListScreen
      title={DEALS_TEXT.title}
      subtitle={<PipelineTotal value={board?.totalValue ?? null} />}
      actions={
        <>
          <DealsViewSwitch current="Board" />
          <ExportButton route="/api/admin/deals/export" filters={{}} permission="deals.export" />
          <AddButton label={DEAL_SCREEN_TEXT.addDeal} onClick={() => show("form")} permission="deals.update" />
        </>
      }
      dialogs={
        <>
          <DealFormDialog {...dialog.props("form")} deal={dialog.record} />
          <DeleteDealDialog {...dialog.props("delete")} deal={dialog.record} />
        </>
      }
    >
      {isError && !isFetching ? <LoadError onRetry={() => void refetch()} /> : null}
      {board ? (
        <DealsBoard
          board={board}
          onMove={moveTo}
          onEdit={(deal) => show("form", deal)}
          onDelete={(deal) => show("delete", deal)}
          onLoadMore={(stage) => void loadMore(stage)}
          loadingStage={loadingStage}
        />
      ) : isError ? null : (
        <BoardSkeleton />
      )}
    </ListScreen>
  );
}
