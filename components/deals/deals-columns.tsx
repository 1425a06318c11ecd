"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { dealCompanyName, dealContactName, formatCloseDate, stageLabel } from "@/components/deals/deal-display";
import { Badge } from "@/components/ui/badge";
import { formatUsd } from "@/lib/deals/money";
import type { DealRow } from "@/lib/deals/schema";

type Actions = { onEdit: (deal: DealRow) => void; onDelete: (deal: DealRow) => void };

/** The list view's columns: what a deal card shows, one deal a row, with the card's Edit and delete at its end. */
export function dealsColumns({ onEdit, onDelete }: Actions): ColumnDef<DealRow>[] {
  return [
    { id: "title", header: "Title", meta: { className: "max-w-48 truncate font-medium" }, cell: (row) => row.title },
    { id: "stage", header: "Stage", cell: (row) => <Badge variant="secondary">{stageLabel(row.stage)}</Badge> },
    {
      id: "value",
      header: "Value",
      meta: { className: "whitespace-nowrap tabular-nums" },
      cell: (row) => formatUsd(row.value),
    },
    {
      id: "contact",
      header: "Contact",
      meta: { showFrom: "lg", className: "max-w-40 truncate" },
      cell: dealContactName,
    },
    {
      // The least needed column (the contact's company, mostly): hidden below 2xl so Expected Close and the actions fit at 1280.
      id: "company",
      header: "Company",
      meta: { showFrom: "2xl", className: "max-w-40 truncate" },
      cell: dealCompanyName,
    },
    {
      id: "close",
      header: "Expected Close",
      meta: { showFrom: "lg", className: "whitespace-nowrap" },
      cell: (row) => formatCloseDate(row.expectedCloseDate) ?? "—",
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-24 text-right", permission: "deals.update" },
      cell: (row) => <RowActions label={row.title} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
