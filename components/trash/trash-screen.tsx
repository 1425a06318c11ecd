"use client";

import { RotateCcw } from "lucide-react";
import { ListScreen } from "@/components/list-screen/list-screen";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { entryName, trashColumns } from "@/components/trash/trash-columns";
import { TrashFilters } from "@/components/trash/trash-filters";
import { useRestoreEntries } from "@/components/trash/use-trash-mutations";
import { useTrashSelection } from "@/components/trash/use-trash-selection";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { TRASH_TEXT } from "@/lib/trash/messages";
import { trashKeys } from "@/lib/trash/query-keys";
import type { ListTrashQuery, TrashEntryRow } from "@/lib/trash/schema";

const loadSchema = () => import("@/lib/trash/schema").then((module) => module.listTrashQuerySchema);

const DeleteForeverDialog = lazyDialog(() =>
  import("@/components/trash/delete-forever-dialog").then((module) => module.DeleteForeverDialog),
);

/** Admin Tools' Trash: deleted records, newest first, to restore or delete for good before the purge takes them. */
export function TrashScreen(initial: InitialList<ListTrashQuery, TrashEntryRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: trashKeys.list });
  const selection = useTrashSelection(list.data?.items, list.filterKey);
  const dialog = useRowDialog<TrashEntryRow, "deleteForever">();
  const restore = useRestoreEntries();
  const forget = (entry: TrashEntryRow) => selection.toggle(entry.id, false);

  // Restoring is harmless (the record can be deleted again), so neither a row's Restore nor the bulk one asks first.
  const restoreOne = (entry: TrashEntryRow) =>
    restore.mutate([{ type: entry.type, id: entry.recordId }], { onSuccess: (restored) => restored && forget(entry) });
  const restoreSelected = () =>
    restore.mutate(selection.chosenRefs(), { onSuccess: (restored) => restored && selection.clear() });
  const columns = trashColumns({
    onRestore: restoreOne,
    onDeleteForever: (entry) => dialog.show("deleteForever", entry),
    restoring: restore.isPending,
  });

  return (
    <ListScreen
      back={{ href: "/admin-tools", label: "Admin Tools" }}
      title={TRASH_TEXT.title}
      subtitle={TRASH_TEXT.subtitle}
      actions={
        selection.selected.size > 0 ? (
          <Button onClick={restoreSelected} disabled={restore.isPending}>
            <RotateCcw aria-hidden />
            {TRASH_TEXT.restoreSelected(selection.selected.size)}
          </Button>
        ) : null
      }
      dialogs={<DeleteForeverDialog {...dialog.props("deleteForever")} entry={dialog.record} onDeleted={forget} />}
    >
      <PagedListCard
        list={list}
        title={TRASH_TEXT.cardTitle}
        unit={TRASH_TEXT.countUnit}
        toolbar={<TrashFilters list={list} />}
        columns={columns}
        noun={TRASH_TEXT.noun}
        empty={{ title: TRASH_TEXT.empty, hint: TRASH_TEXT.emptyHint }}
        skeletonRows={10}
        selection={{ state: selection, rowLabel: entryName, permission: "trash.restore" }}
        rowTestId="trash-row"
        pagerLabels={{ previousLabel: "Newer", nextLabel: "Older" }}
      />
    </ListScreen>
  );
}
