"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/data-table/data-table";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListCard } from "@/components/list-screen/list-card";
import { ListScreen } from "@/components/list-screen/list-screen";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { roadmapColumns } from "@/components/roadmap/roadmap-columns";
import { roadmapSorting } from "@/components/roadmap/sorting-code";
import {
  useBulkDeleteRoadmapItems,
  useDeleteRoadmapItem,
  useReorderRoadmapItems,
} from "@/components/roadmap/use-roadmap-mutations";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { useCan } from "@/hooks/use-permissions";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useVersionedSelection } from "@/hooks/use-selection-of";
import { ROADMAP_STATUSES, ROADMAP_STATUS_LABELS, ROADMAP_TEXT } from "@/lib/roadmap/messages";
import { roadmapKeys } from "@/lib/roadmap/query-keys";
import { selectionTarget } from "@/lib/records/bulk-target";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";

const RoadmapFormDialog = lazyDialog(() =>
  import("@/components/roadmap/roadmap-form-dialog").then((module) => module.RoadmapFormDialog),
);

const SET_STATUS = ROADMAP_STATUSES.map((status) => ({
  label: `Set to ${ROADMAP_STATUS_LABELS[status]}`,
  change: { status },
}));
const NOUN = { one: "roadmap item", many: "roadmap items" };

export function RoadmapScreen({ initialItems }: { initialItems: RoadmapItemRow[] }) {
  const list = useQuery<RoadmapItemRow[]>({ queryKey: roadmapKeys.all, initialData: initialItems });
  const rows = list.data;
  const selection = useVersionedSelection(rows, "roadmap");
  const dialog = useRowDialog<RoadmapItemRow>();
  const bulkDelete = useBulkDeleteRoadmapItems();
  const reorder = useReorderRoadmapItems();
  const sorting = roadmapSorting.useModule();
  const { show } = dialog;
  const { mutate: deleteItem } = useDeleteRoadmapItem();
  const { toggle: toggleRow } = selection;
  // The grips come with the permission to change the roadmap (their column asks for it).
  const canReorder = useCan("roadmap.update");
  const columns = React.useMemo(
    () =>
      roadmapColumns({
        onEdit: (item) => show("form", item),
        // SPEC §4: single deletes of roadmap items act at once.
        onDelete: (item) => deleteItem(item, { onSuccess: () => toggleRow(item.id, false) }),
      }),
    [show, deleteItem, toggleRow],
  );

  const table = (
    <DataTable
      columns={columns}
      rows={rows}
      loading={list.isPending}
      error={list.isError}
      onRetry={() => void list.refetch()}
      noun="roadmap items"
      empty={{ title: ROADMAP_TEXT.empty }}
      skeletonRows={5}
      selection={{ state: selection, rowLabel: (row) => row.title, permission: "roadmap.update" }}
      rowTestId="roadmap-row"
      rowComponent={sorting?.SortableRow}
    />
  );

  return (
    <ListScreen
      title={ROADMAP_TEXT.title}
      subtitle="Manage the public product roadmap"
      actions={
        <>
          <SelectionActions
            count={selection.selected.size}
            edit={{
              noun: NOUN,
              path: "/api/admin/roadmap",
              invalidate: [roadmapKeys.all],
              options: SET_STATUS,
              target: () => selectionTarget(selection),
              onDone: selection.clear,
            }}
            remove={{
              unit: "roadmap item(s)",
              description:
                "The selected roadmap items move to the Trash; you can restore them from Admin Tools → Trash.",
              selection,
              remove: bulkDelete,
            }}
          />
          <AddButton label="Add Roadmap Item" onClick={() => show("form")} permission="roadmap.update" />
        </>
      }
      dialogs={<RoadmapFormDialog {...dialog.props("form")} item={dialog.record} />}
    >
      <ListCard
        title="Roadmap Items"
        description={canReorder ? "Drag an item by its grip, or use the keyboard, to change the order." : undefined}
      >
        {sorting ? (
          <sorting.SortableRoadmap
            rows={rows ?? []}
            onReorder={(next) => reorder.mutate({ rows: next, startedFrom: rows ?? [] })}
            disabled={reorder.isPending}
          >
            {table}
          </sorting.SortableRoadmap>
        ) : (
          table
        )}
      </ListCard>
    </ListScreen>
  );
}
