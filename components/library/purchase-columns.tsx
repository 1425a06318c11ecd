"use client";

import { CheckCircle2, Gift } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { LIBRARY_TEXT } from "@/lib/library/messages";
import type { PurchaseRow } from "@/lib/library/schema";
import { userDisplayName, userHandle } from "@/lib/users/display";

type Actions = {
  onEdit: (purchase: PurchaseRow) => void;
  onDelete: (purchase: PurchaseRow) => void;
  onRelease: (purchase: PurchaseRow) => void;
  /** The purchase whose release is under way, if any. */
  releasing: string | null;
  /** The purchase being deleted, if any. */
  deleting: string | null;
};

/** A row's name for screen readers: "Ada Lovelace: E-book". */
export const purchaseLabel = (purchase: PurchaseRow) => `${userDisplayName(purchase.user)}: ${purchase.shopItem.name}`;

/** SPEC §4: Release Bonuses while the item has bonuses not yet released; then 'Bonuses Released'. */
function BonusAction({
  purchase,
  onRelease,
  releasing,
}: {
  purchase: PurchaseRow;
  onRelease: Actions["onRelease"];
  releasing: boolean;
}) {
  if (purchase.bonusesReleased) {
    return (
      <span className="text-muted-foreground inline-flex items-center gap-1 text-sm whitespace-nowrap">
        <CheckCircle2 className="size-4" aria-hidden />
        {LIBRARY_TEXT.bonusesReleased}
      </span>
    );
  }
  if (!purchase.shopItem.hasBonuses) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={releasing}
      aria-busy={releasing || undefined}
      onClick={() => onRelease(purchase)}
      aria-label={`${LIBRARY_TEXT.releaseBonuses} for ${purchaseLabel(purchase)}`}
    >
      {/* A pulsing gift while the release runs: a spinner icon of its own would cost every first load of this screen. */}
      <Gift className={releasing ? "animate-pulse" : undefined} aria-hidden />
      {LIBRARY_TEXT.releaseBonuses}
    </Button>
  );
}

/** SPEC §2: User, Shop Item, Purchased At, Actions. */
export function purchaseColumns({
  onEdit,
  onDelete,
  onRelease,
  releasing,
  deleting,
}: Actions): ColumnDef<PurchaseRow>[] {
  return [
    {
      id: "user",
      header: "User",
      // User and Shop Item at their widest still let the table fit at 1280 beside the sidebar; longer text truncates.
      meta: { className: "max-w-56" },
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{userDisplayName(row.user)}</span>
          <span className="text-muted-foreground truncate text-xs">{row.user.email ?? userHandle(row.user)}</span>
        </div>
      ),
    },
    {
      id: "shopItem",
      header: "Shop Item",
      meta: { className: "max-w-56" },
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span className="truncate">{row.shopItem.name}</span>
          <span className="text-muted-foreground truncate text-xs">{row.shopItem.price}</span>
        </div>
      ),
    },
    {
      id: "purchasedAt",
      header: "Purchased At",
      meta: { className: "whitespace-nowrap" },
      cell: (row) => <time dateTime={row.purchasedAt}>{formatDate(row.purchasedAt, "", "long")}</time>,
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "text-right", permission: "library.update" },
      cell: (row) => (
        <div
          className={
            deleting === row.id
              ? "flex items-center justify-end gap-2 opacity-50"
              : "flex items-center justify-end gap-2"
          }
        >
          <BonusAction purchase={row} onRelease={onRelease} releasing={releasing === row.id} />
          <RowActions label={purchaseLabel(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
        </div>
      ),
    },
  ];
}
