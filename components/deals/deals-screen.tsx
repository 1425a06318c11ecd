"use client";

// SPEC §2 Deals, 'Sales Pipeline': the total pipeline value, the board, and
// the add/edit and delete dialogs.
import * as React from "react";
import { Plus, RotateCw } from "lucide-react";
import type { Board } from "@/components/deals/board-cache";
import { DEAL_SCREEN_TEXT } from "@/components/deals/deal-display";
import { BoardSkeleton, DealsBoard } from "@/components/deals/deals-board";
import { useDealBoard } from "@/components/deals/use-deal-board";
import { useDealMutations } from "@/components/deals/use-deal-mutations";
import { ExportButton } from "@/components/data-table/export-button";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DEALS_TEXT } from "@/lib/deals/messages";
import { formatUsd } from "@/lib/deals/money";
import type { DealRow } from "@/lib/deals/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const DealFormDialog = lazyDialog(() =>
  import("@/components/deals/deal-form-dialog").then((module) => module.DealFormDialog),
);

type FormState = { open: boolean; deal: DealRow | null };

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
  const { remove, moveTo } = useDealMutations();
  const [form, setForm] = React.useState<FormState>({ open: false, deal: null });
  const [deleting, setDeleting] = React.useState<DealRow | null>(null);

  const openForm = React.useCallback((deal: DealRow | null) => setForm({ open: true, deal }), []);
  // Keep the deal while the dialog closes, so its title does not flip to "Add Deal" mid-animation.
  const changeFormOpen = (open: boolean) => setForm((current) => ({ ...current, open }));

  return (
    <>
      <PageHeader
        title={DEALS_TEXT.title}
        subtitle={<PipelineTotal value={board?.totalValue ?? null} />}
        actions={
          <>
            <ExportButton route="/api/admin/deals/export" filters={{}} />
            <Button type="button" onClick={() => openForm(null)}>
              <Plus aria-hidden /> {DEAL_SCREEN_TEXT.addDeal}
            </Button>
          </>
        }
      />

      {isError && !isFetching ? <LoadError onRetry={() => void refetch()} /> : null}
      {board ? (
        <DealsBoard
          board={board}
          onMove={moveTo}
          onEdit={openForm}
          onDelete={setDeleting}
          onLoadMore={(stage) => void loadMore(stage)}
          loadingStage={loadingStage}
        />
      ) : isError ? null : (
        <BoardSkeleton />
      )}

      <DealFormDialog open={form.open} onOpenChange={changeFormOpen} deal={form.deal} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={DEAL_SCREEN_TEXT.deleteTitle}
        description={DEAL_SCREEN_TEXT.deleteDescription}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
