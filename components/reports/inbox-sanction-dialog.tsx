"use client";

// The Sanction dialog as the inbox opens it (`m`, `s`, `b`, or the pane's buttons): for the item's author, on the
// kind the key chose; its Apply resolves the item with the sanction, and the delete of the message when ticked.
// Loaded late with the dialog it wraps, so none of it is in the inbox's first load.
import type { Resolve } from "@/components/reports/use-report-actions";
import { SanctionDialog } from "@/components/sanctions/sanction-dialog";
import { personLabel } from "@/lib/reports/display";
import { SANCTION_RESOLVED } from "@/lib/reports/item-text";
import type { InboxSanctionKind } from "@/lib/reports/messages";
import type { ReportItemRow } from "@/lib/reports/schema";

export type InboxSanctionDialogProps = {
  sanctioning: { item: ReportItemRow; kind: InboxSanctionKind; open: boolean } | null;
  onOpenChange: (open: boolean) => void;
  resolveWith: (item: ReportItemRow, how: Resolve) => Promise<unknown>;
};

export function InboxSanctionDialog({ sanctioning, onOpenChange, resolveWith }: InboxSanctionDialogProps) {
  const author = sanctioning?.item.user;
  if (!sanctioning || !author) return null;
  const { item, kind, open } = sanctioning;
  return (
    <SanctionDialog
      open={open}
      onOpenChange={onOpenChange}
      target={{ user: { id: author.id, name: personLabel(author) } }}
      kind={kind}
      resolveWith={{
        canDelete: item.targetType === "message",
        submit: (sanction, alsoDelete) =>
          resolveWith(item, {
            actions: [...(alsoDelete ? [{ type: "delete_message" as const }] : []), { type: "sanction", sanction }],
            done: alsoDelete ? SANCTION_RESOLVED.deletedAndSanctioned : SANCTION_RESOLVED.sanctioned,
          }),
      }}
    />
  );
}
