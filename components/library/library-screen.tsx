"use client";

import * as React from "react";
import { Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { PageHeader } from "@/components/layout/page-header";
import { purchaseColumns, purchaseLabel } from "@/components/library/purchase-columns";
import {
  useBulkDeletePurchases,
  useDeletePurchase,
  useReleaseBonuses,
} from "@/components/library/use-purchase-mutations";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CursorPager } from "@/components/ui/cursor-pager";
import { usePagedList } from "@/hooks/use-paged-list";
import { useSelection } from "@/hooks/use-selection";
import type { Page } from "@/lib/api/page";
import { LIBRARY_TEXT, purchaseCount } from "@/lib/library/messages";
import { libraryKeys } from "@/lib/library/query-keys";
import type { ListPurchasesQuery, PurchaseRow } from "@/lib/library/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const loadQuerySchema = () => import("@/lib/library/schema").then((module) => module.listPurchasesQuerySchema);

const PurchaseFormDialog = lazyDialog(() =>
  import("@/components/library/purchase-form-dialog").then((module) => module.PurchaseFormDialog),
);

type FormState = { open: boolean; purchase: PurchaseRow | null };

export function LibraryScreen({
  initialPage,
  initialQuery,
  defaults,
}: {
  initialPage: Page<PurchaseRow>;
  initialQuery: ListPurchasesQuery;
  defaults: ListPurchasesQuery;
}) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: libraryKeys.list,
    initialPage,
    initialQuery,
  });
  const { data } = list;
  const selection = useSelection(data?.items, list.filterKey);
  const selectedCount = selection.selected.size;
  // The record stays while the dialog closes, so its title and fields do not change during the animation.
  const [form, setForm] = React.useState<FormState>({ open: false, purchase: null });
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const deletePurchase = useDeletePurchase();
  const release = useReleaseBonuses();
  const bulkDelete = useBulkDeletePurchases();
  const releasing = release.isPending ? (release.variables ?? null) : null;
  const deleting = deletePurchase.isPending ? (deletePurchase.variables?.id ?? null) : null;

  // Rebuilt each render (cheap): it closes over the selection, so a deleted row also leaves the selection.
  const columns = purchaseColumns({
    onEdit: (purchase) => setForm({ open: true, purchase }),
    // SPEC §4: a single library delete acts at once, without confirmation.
    onDelete: (purchase) => deletePurchase.mutate(purchase, { onSuccess: () => selection.toggle(purchase.id, false) }),
    onRelease: (purchase) => release.mutate(purchase.id),
    releasing,
    deleting,
  });

  function confirmBulkDelete() {
    bulkDelete.mutate([...selection.selected], {
      onSettled: () => setConfirmOpen(false),
      onSuccess: () => selection.clear(),
    });
  }

  return (
    <>
      <PageHeader
        title={LIBRARY_TEXT.title}
        subtitle={LIBRARY_TEXT.subtitle}
        actions={
          <>
            {selectedCount > 0 ? (
              <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
                <Trash2 aria-hidden />
                Delete Selected ({selectedCount})
              </Button>
            ) : null}
            <Button onClick={() => setForm({ open: true, purchase: null })}>
              <Plus aria-hidden />
              {LIBRARY_TEXT.addPurchase}
            </Button>
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>User Purchases</CardTitle>
          <CardDescription aria-live="polite">
            {list.isPending
              ? "Loading purchases..."
              : list.isError
                ? "Could not load purchases."
                : purchaseCount(data?.total ?? 0, data?.totalExact)}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ListToolbar>
            <SearchInput
              label="Search purchases"
              placeholder="Search by user name, email, handle, ID or item..."
              value={list.searchInput}
              onChange={list.setSearchInput}
            />
          </ListToolbar>
          <div className={list.isRefreshing ? "opacity-60 transition-opacity" : undefined}>
            <DataTable
              columns={columns}
              rows={data?.items}
              loading={list.isPending}
              error={list.isError}
              onRetry={() => void list.refetch()}
              noun="purchases"
              empty={{ title: LIBRARY_TEXT.empty }}
              selection={{ state: selection, rowLabel: purchaseLabel }}
              rowTestId="purchase-row"
            />
          </div>
          <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />
        </CardContent>
      </Card>
      <PurchaseFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        purchase={form.purchase}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => !bulkDelete.isPending && setConfirmOpen(open)}
        title={`Delete ${selectedCount} purchase(s)?`}
        description="The selected purchases are removed from the library. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={bulkDelete.isPending}
        onConfirm={confirmBulkDelete}
      />
    </>
  );
}
