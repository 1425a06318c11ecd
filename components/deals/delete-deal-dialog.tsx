"use client";

// Deleting a deal asks first (SPEC §5), from the board's card or the list's row.
import { DEAL_SCREEN_TEXT } from "@/components/deals/deal-display";
import { useDeleteDeal } from "@/components/deals/use-deal-mutations";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { DealRow } from "@/lib/deals/schema";

type DeleteDealDialogProps = { deal: DealRow | null; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteDealDialog({ deal, open, onOpenChange }: DeleteDealDialogProps) {
  const remove = useDeleteDeal();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DEAL_SCREEN_TEXT.deleteTitle}
      description={DEAL_SCREEN_TEXT.deleteDescription}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => deal && remove.mutate(deal, { onSettled: () => onOpenChange(false) })}
    />
  );
}
