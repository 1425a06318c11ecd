"use client";

// Deleting a deal asks first (SPEC §5), from the board's card or the list's row.
import { DEAL_SCREEN_TEXT } from "@/components/deals/deal-display";
import { useDeleteDeal } from "@/components/deals/use-deal-mutations";
import { DeleteRecordDialog } from "@/components/list-screen/delete-record-dialog";
import type { DealRow } from "@/lib/deals/schema";

type DeleteDealDialogProps = { deal: DealRow | null; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteDealDialog({ deal, ...dialog }: DeleteDealDialogProps) {
  return (
    <DeleteRecordDialog
      {...dialog}
      record={deal}
      remove={useDeleteDeal()}
      title={DEAL_SCREEN_TEXT.deleteTitle}
      description={DEAL_SCREEN_TEXT.deleteDescription}
    />
  );
}
