"use client";

import * as React from "react";
import { AddButton } from "@/components/list-screen/header-buttons";
import { ListToolbar } from "@/components/data-table/list-toolbar";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { shopColumns } from "@/components/shop/shop-columns";
import { useBulkDeleteShopItems, useDeleteShopItem } from "@/components/shop/use-shop-mutations";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useVersionedSelection } from "@/hooks/use-selection-of";
import { SHOP_TEXT } from "@/lib/shop/messages";
import { shopKeys } from "@/lib/shop/query-keys";
import { selectionTarget } from "@/lib/records/bulk-target";
import type { ListShopItemsQuery, ShopItemRow } from "@/lib/shop/schema";

const loadSchema = () => import("@/lib/shop/schema").then((module) => module.listShopItemsQuerySchema);

const ShopItemFormDialog = lazyDialog(() =>
  import("@/components/shop/shop-item-form-dialog").then((module) => module.ShopItemFormDialog),
);

// An item SPEC's rule does not let be active (no name, description or price) is skipped, with the form's hint.
const SET_ACTIVE = [
  { label: "Activate", change: { isActive: true } },
  { label: "Deactivate", change: { isActive: false } },
];
const NOUN = { one: "shop item", many: "shop items" };

export function ShopScreen(initial: InitialList<ListShopItemsQuery, ShopItemRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: shopKeys.list });
  const selection = useVersionedSelection(list.data?.items, list.filterKey);
  const dialog = useRowDialog<ShopItemRow>();
  const bulkDelete = useBulkDeleteShopItems();
  const { show } = dialog;
  const { mutate: removeItem } = useDeleteShopItem();
  const { toggle: toggleRow } = selection;
  const columns = React.useMemo(
    () =>
      shopColumns({
        onEdit: (item) => show("form", item),
        // SPEC §4: a single delete of a shop item acts at once.
        onDelete: (item) => removeItem(item, { onSuccess: () => toggleRow(item.id, false) }),
      }),
    [show, removeItem, toggleRow],
  );

  return (
    <ListScreen
      title={SHOP_TEXT.title}
      subtitle={SHOP_TEXT.subtitle}
      actions={
        <>
          <SelectionActions
            count={selection.selected.size}
            edit={{
              noun: NOUN,
              path: "/api/admin/shop",
              invalidate: [shopKeys.all],
              options: SET_ACTIVE,
              target: () => selectionTarget(selection),
              onDone: selection.clear,
            }}
            remove={{
              unit: "shop item(s)",
              description:
                "The selected items move to the Trash with their bonus files and the purchases of these items; you can restore them from Admin Tools → Trash.",
              selection,
              remove: bulkDelete,
            }}
          />
          <AddButton label="Add Shop Item" onClick={() => show("form")} permission="shop.update" />
        </>
      }
      dialogs={<ShopItemFormDialog {...dialog.props("form")} item={dialog.record} />}
    >
      <PagedListCard
        list={list}
        title="Shop Items"
        unit="shop item(s)"
        toolbar={
          <ListToolbar>
            <ListSearch list={list} label="Search shop items" placeholder="Search by name or category..." />
          </ListToolbar>
        }
        columns={columns}
        noun="shop items"
        empty={{ title: SHOP_TEXT.empty }}
        selection={{ state: selection, rowLabel: (item) => item.name, permission: "shop.update" }}
        rowTestId="shop-row"
      />
    </ListScreen>
  );
}
