"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { dealCompanyName, dealContactName, formatCloseDate, stageLabel } from "@/components/deals/deal-display";
import { Badge } from "@/components/ui/badge";
import { formatUsd } from "@/lib/deals/money";
import type { DealRow } from "@/lib/deals/schema";

/** The list view's columns: what a deal card shows, one deal a row. */
export const dealsColumns: ColumnDef<DealRow>[] = [
  { id: "title", header: "Title", meta: { className: "max-w-48 truncate font-medium" }, cell: (row) => row.title },
  { id: "stage", header: "Stage", cell: (row) => <Badge variant="secondary">{stageLabel(row.stage)}</Badge> },
  {
    id: "value",
    header: "Value",
    meta: { className: "whitespace-nowrap tabular-nums" },
    cell: (row) => formatUsd(row.value),
  },
  { id: "contact", header: "Contact", meta: { showFrom: "lg", className: "max-w-40 truncate" }, cell: dealContactName },
  { id: "company", header: "Company", meta: { showFrom: "xl", className: "max-w-40 truncate" }, cell: dealCompanyName },
  {
    id: "close",
    header: "Expected Close",
    meta: { showFrom: "lg", className: "whitespace-nowrap" },
    cell: (row) => formatCloseDate(row.expectedCloseDate) ?? "—",
  },
];
