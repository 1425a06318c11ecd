"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { RoadmapStatusBadge, roadmapDate } from "@/components/roadmap/roadmap-display";
import { DragHandle } from "@/components/roadmap/drag-handle";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";

type Actions = { onEdit: (item: RoadmapItemRow) => void; onDelete: (item: RoadmapItemRow) => void };

/** SPEC §2: Title, Status, Date ('TBD' if empty), Order, Actions; a drag handle first (beyond SPEC). */
export function roadmapColumns({ onEdit, onDelete }: Actions): ColumnDef<RoadmapItemRow>[] {
  return [
    {
      id: "drag",
      header: <span className="sr-only">Reorder</span>,
      meta: { className: "w-10", permission: "roadmap.update" },
      cell: (row) => <DragHandle id={row.id} title={row.title} />,
    },
    {
      id: "title",
      header: "Title",
      // The title names the row, so it (not the drag handle) stays in view while the table scrolls sideways.
      meta: { className: "max-w-80 truncate font-medium", sticky: true },
      cell: (row) => <span title={row.title}>{row.title}</span>,
    },
    {
      id: "status",
      header: "Status",
      cell: (row) => <RoadmapStatusBadge status={row.status} />,
    },
    {
      id: "date",
      header: "Date",
      meta: { className: "whitespace-nowrap" },
      cell: (row) => roadmapDate(row.date),
    },
    {
      id: "order",
      header: "Order",
      meta: { className: "w-20 tabular-nums" },
      cell: (row) => row.order,
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-24 text-right", permission: "roadmap.update" },
      cell: (row) => <RowActions label={row.title} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
