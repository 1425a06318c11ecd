"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { Badge } from "@/components/ui/badge";
import { SHOP_TEXT } from "@/lib/shop/messages";
import type { ShopItemRow } from "@/lib/shop/schema";

type Actions = { onEdit: (item: ShopItemRow) => void; onDelete: (item: ShopItemRow) => void };

/** SPEC §2: Name, Category ('Uncategorized' if empty), Price, Status (Active/Inactive), Order, Actions. */
export function shopColumns({ onEdit, onDelete }: Actions): ColumnDef<ShopItemRow>[] {
  return [
    { id: "name", header: "Name", meta: { className: "max-w-64 truncate font-medium" }, cell: (row) => row.name },
    {
      id: "category",
      header: "Category",
      meta: { className: "max-w-48 truncate" },
      cell: (row) => row.category || <span className="text-muted-foreground">{SHOP_TEXT.uncategorized}</span>,
    },
    { id: "price", header: "Price", meta: { className: "whitespace-nowrap" }, cell: (row) => row.price },
    {
      id: "status",
      header: "Status",
      cell: (row) =>
        row.isActive ? <Badge>{SHOP_TEXT.active}</Badge> : <Badge variant="secondary">{SHOP_TEXT.inactive}</Badge>,
    },
    { id: "order", header: "Order", meta: { className: "tabular-nums" }, cell: (row) => row.order },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-24 text-right", permission: "shop.update" },
      cell: (row) => <RowActions label={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
