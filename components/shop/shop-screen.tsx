"use client";

import * as React from "react";
import { Plus, Trash2 } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { PageHeader } from "@/components/layout/page-header";
import { shopColumns } from "@/components/shop/shop-columns";
import { useBulkDeleteShopItems, useDeleteShopItem } from "@/components/shop/use-shop-mutations";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CursorPager } from "@/components/ui/cursor-pager";
import { usePagedList } from "@/hooks/use-paged-list";
import { useSelection } from "@/hooks/use-selection";
import type { Page } from "@/lib/api/page";
import { SHOP_TEXT } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";
import type { ListShopItemsQuery, ShopItemRow } from "@/lib/shop/schema";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const loadQuerySchema = () => import("@/lib/shop/schema").then((module) => module.listShopItemsQuerySchema);

const ShopItemFormDialog = lazyDialog(() =>
  import("@/components/shop/shop-item-form-dialog").then((module) => module.ShopItemFormDialog),
);

type FormState = { open: boolean; item: ShopItemRow | null };

export function ShopScreen({
  initialPage,
  initialQuery,
  defaults,
}: {
  initialPage: Page<ShopItemRow>;
  initialQuery: ListShopItemsQuery;
  defaults: ListShopItemsQuery;
}) {
  const list = usePagedList({
    loadSchema: loadQuerySchema,
    defaults,
    queryKey: shopKeys.list,
    initialPage,
    initialQuery,
  });
  const { data } = list;
  const selection = useSelection(data?.items, list.filterKey);
  const selectedCount = selection.selected.size;
  // The item stays while the dialog closes, so its title and fields do not change during the animation.
  const [form, setForm] = React.useState<FormState>({ open: false, item: null });
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const remove = useDeleteShopItem();
  const bulkDelete = useBulkDeleteShopItems();
  const removeItem = remove.mutate;
  const toggleRow = selection.toggle;
  const columns = React.useMemo(
    () =>
      shopColumns({
        onEdit: (item) => setForm({ open: true, item }),
        // SPEC §4: a single delete of a shop item acts at once.
        onDelete: (item) => removeItem(item, { onSuccess: () => toggleRow(item.id, false) }),
      }),
    [removeItem, toggleRow],
  );

  function confirmBulkDelete() {
    bulkDelete.mutate([...selection.selected], {
      onSettled: () => setConfirmOpen(false),
      onSuccess: () => selection.clear(),
    });
  }

  return (
    <>
      <PageHeader
        title={SHOP_TEXT.title}
        subtitle={SHOP_TEXT.subtitle}
        actions={
          <>
            {selectedCount > 0 ? (
              <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
                <Trash2 aria-hidden />
                Delete Selected ({selectedCount})
              </Button>
            ) : null}
            <Button onClick={() => setForm({ open: true, item: null })}>
              <Plus aria-hidden />
              Add Shop Item
            </Button>
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Shop Items</CardTitle>
          <CardDescription aria-live="polite">
            {list.isPending
              ? "Loading shop items..."
              : list.isError
                ? "Could not load shop items."
                : `${data?.total ?? 0} shop item(s)`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ListToolbar>
            <SearchInput
              label="Search shop items"
              placeholder="Search by name or category..."
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
              noun="shop items"
              empty={{ title: SHOP_TEXT.empty }}
              selection={{ state: selection, rowLabel: (item) => item.name }}
              rowTestId="shop-row"
            />
          </div>
          <CursorPager prevCursor={data?.prevCursor} nextCursor={data?.nextCursor} onPage={list.setCursor} />
        </CardContent>
      </Card>
      <ShopItemFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        item={form.item}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete ${selectedCount} shop item(s)?`}
        description="This is permanent. Their bonus files and the purchases of these items are deleted too."
        confirmLabel="Delete"
        destructive
        pending={bulkDelete.isPending}
        onConfirm={confirmBulkDelete}
      />
    </>
  );
}
