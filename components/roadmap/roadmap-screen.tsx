"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { roadmapColumns } from "@/components/roadmap/roadmap-columns";
import {
  useBulkDeleteRoadmapItems,
  useDeleteRoadmapItem,
  useReorderRoadmapItems,
} from "@/components/roadmap/use-roadmap-mutations";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deferredModule } from "@/components/ui/deferred-module";
import { useSelection } from "@/hooks/use-selection";
import { deleteSelectedLabel, ROADMAP_TEXT } from "@/lib/roadmap/messages";
import { roadmapKeys } from "@/lib/roadmap/query-keys";
import type { RoadmapItemRow } from "@/lib/roadmap/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const RoadmapFormDialog = lazyDialog(() =>
  import("@/components/roadmap/roadmap-form-dialog").then((module) => module.RoadmapFormDialog),
);

type FormState = { open: boolean; item: RoadmapItemRow | null };

// Drag and drop (dnd-kit) arrives after the page has hydrated: the table is drawn without it until then.
const roadmapSorting = deferredModule(() => import("@/components/roadmap/sortable-roadmap"));

export function RoadmapScreen({ initialItems }: { initialItems: RoadmapItemRow[] }) {
  const list = useQuery<RoadmapItemRow[]>({ queryKey: roadmapKeys.all, initialData: initialItems });
  const rows = list.data;
  const selection = useSelection(rows, "roadmap");
  // Only rows still on screen count: a row deleted on its own leaves the selection.
  const selectedIds = (rows ?? []).filter((row) => selection.isSelected(row.id)).map((row) => row.id);
  // The record stays while the dialog closes, so its title and fields do not change during the animation.
  const [form, setForm] = React.useState<FormState>({ open: false, item: null });
  const [confirmBulk, setConfirmBulk] = React.useState(false);
  const deleteItem = useDeleteRoadmapItem();
  const bulkDelete = useBulkDeleteRoadmapItems();
  const reorder = useReorderRoadmapItems();
  const sorting = roadmapSorting.useModule();

  const columns = React.useMemo(
    () =>
      roadmapColumns({
        onEdit: (item) => setForm({ open: true, item }),
        // SPEC §4: single deletes of roadmap items act at once.
        onDelete: (item) => deleteItem.mutate(item),
      }),
    [deleteItem.mutate], // eslint-disable-line react-hooks/exhaustive-deps -- mutate is stable; the result object is not
  );

  function deleteSelected() {
    bulkDelete.mutate(selectedIds, {
      onSuccess: () => selection.clear(),
      onSettled: () => setConfirmBulk(false),
    });
  }

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
      selection={{ state: selection, rowLabel: (row) => row.title }}
      rowTestId="roadmap-row"
      rowComponent={sorting?.SortableRow}
    />
  );

  return (
    <>
      <PageHeader
        title={ROADMAP_TEXT.title}
        subtitle="Manage the public product roadmap"
        actions={
          <>
            {selectedIds.length > 0 ? (
              <Button variant="destructive" onClick={() => setConfirmBulk(true)}>
                <Trash2 aria-hidden />
                {deleteSelectedLabel(selectedIds.length)}
              </Button>
            ) : null}
            <Button onClick={() => setForm({ open: true, item: null })}>
              <Plus aria-hidden />
              Add Roadmap Item
            </Button>
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Roadmap Items</CardTitle>
          <CardDescription>Drag an item by its grip, or use the keyboard, to change the order.</CardDescription>
        </CardHeader>
        <CardContent>
          {sorting ? (
            <sorting.SortableRoadmap
              rows={rows ?? []}
              onReorder={(next) => reorder.mutate(next)}
              disabled={reorder.isPending}
            >
              {table}
            </sorting.SortableRoadmap>
          ) : (
            table
          )}
        </CardContent>
      </Card>
      <RoadmapFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        item={form.item}
      />
      <ConfirmDialog
        open={confirmBulk}
        onOpenChange={(open) => !bulkDelete.isPending && setConfirmBulk(open)}
        title={`Delete ${selectedIds.length} roadmap item(s)?`}
        description="The selected roadmap items will be permanently deleted. This action cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={bulkDelete.isPending}
        onConfirm={deleteSelected}
      />
    </>
  );
}
