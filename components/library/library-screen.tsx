"use client";

import { purchaseColumns, purchaseLabel } from "@/components/library/purchase-columns";
import {
  useBulkDeletePurchases,
  useDeletePurchase,
  useReleaseBonuses,
} from "@/components/library/use-purchase-mutations";
import { AddButton } from "@/components/list-screen/header-buttons";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { ListToolbar } from "@/components/data-table/list-toolbar";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useSelection } from "@/hooks/use-selection";
import { LIBRARY_TEXT } from "@/lib/library/messages";
import { libraryKeys } from "@/lib/library/query-keys";
import type { ListPurchasesQuery, PurchaseRow } from "@/lib/library/schema";

const loadSchema = () => import("@/lib/library/schema").then((module) => module.listPurchasesQuerySchema);

const PurchaseFormDialog = lazyDialog(() =>
  import("@/components/library/purchase-form-dialog").then((module) => module.PurchaseFormDialog),
);

export function LibraryScreen(initial: InitialList<ListPurchasesQuery, PurchaseRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: libraryKeys.list });
  const selection = useSelection(list.data?.items, list.filterKey);
  const dialog = useRowDialog<PurchaseRow>();
  const deletePurchase = useDeletePurchase();
  const release = useReleaseBonuses();
  const bulkDelete = useBulkDeletePurchases();

  // Rebuilt each render (cheap): it closes over the selection, so a deleted row also leaves the selection.
  const columns = purchaseColumns({
    onEdit: (purchase) => dialog.show("form", purchase),
    // SPEC §4: a single library delete acts at once, without confirmation.
    onDelete: (purchase) => deletePurchase.mutate(purchase, { onSuccess: () => selection.toggle(purchase.id, false) }),
    onRelease: (purchase) => release.mutate(purchase.id),
    releasing: release.isPending ? (release.variables ?? null) : null,
    deleting: deletePurchase.isPending ? (deletePurchase.variables?.id ?? null) : null,
  });

  return (
    <ListScreen
      title={LIBRARY_TEXT.title}
      subtitle={LIBRARY_TEXT.subtitle}
      actions={
        <>
          <SelectionActions
            count={selection.selected.size}
            remove={{
              unit: LIBRARY_TEXT.countUnit,
              description: "The selected purchases move to the Trash; you can restore them from Admin Tools → Trash.",
              selection,
              remove: bulkDelete,
            }}
          />
          <AddButton label={LIBRARY_TEXT.addPurchase} onClick={() => dialog.show("form")} permission="library.update" />
        </>
      }
      dialogs={<PurchaseFormDialog {...dialog.props("form")} purchase={dialog.record} />}
    >
      <PagedListCard
        list={list}
        title="User Purchases"
        unit={LIBRARY_TEXT.countUnit}
        toolbar={
          <ListToolbar>
            <ListSearch
              list={list}
              label="Search purchases"
              placeholder="Search by user name, email, handle, ID or item..."
            />
          </ListToolbar>
        }
        columns={columns}
        noun="purchases"
        empty={{ title: LIBRARY_TEXT.empty }}
        selection={{ state: selection, rowLabel: purchaseLabel, permission: "library.update" }}
        rowTestId="purchase-row"
      />
    </ListScreen>
  );
}
