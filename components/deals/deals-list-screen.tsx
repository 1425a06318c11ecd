"use client";

// The pipeline as a paged list (/crm/deals/list): search, a stage filter, each
// row's Edit and delete, and a selection, up to every deal matching, whose
// stage changes in one bulk edit.
import * as React from "react";
import { ListToolbar, FilterSelect } from "@/components/data-table/list-toolbar";
import { STAGE_OPTIONS } from "@/components/deals/deal-display";
import { dealsColumns } from "@/components/deals/deals-columns";
import { DealsViewSwitch } from "@/components/deals/deals-view-switch";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSearch } from "@/components/list-screen/list-search";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { SelectAllMatching } from "@/components/list-screen/select-all-matching";
import { SelectionActions } from "@/components/list-screen/selection-actions";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useRowDialog } from "@/hooks/use-row-dialog";
import { useVersionedSelection } from "@/hooks/use-selection-of";
import { DEALS_TEXT } from "@/lib/deals/messages";
import { dealsKeys } from "@/lib/deals/query-keys";
import type { DealRow, ListDealsQuery } from "@/lib/deals/schema";
import type { DealStageValue } from "@/lib/deals/stages";
import { selectionTarget } from "@/lib/records/bulk-target";

const loadSchema = () => import("@/lib/deals/schema").then((module) => module.listDealsQuerySchema);

const DealFormDialog = lazyDialog(() =>
  import("@/components/deals/deal-form-dialog").then((module) => module.DealFormDialog),
);
const DeleteDealDialog = lazyDialog(() =>
  import("@/components/deals/delete-deal-dialog").then((module) => module.DeleteDealDialog),
);

const ALL_STAGES = "all";
const STAGE_FILTER = [{ value: ALL_STAGES, label: "All Stages" }, ...STAGE_OPTIONS] as const;
const MOVE_TO = STAGE_OPTIONS.map(({ value, label }) => ({ label: `Move to ${label}`, change: { stage: value } }));
const NOUN = { one: "deal", many: "deals" };

export function DealsListScreen(initial: InitialList<ListDealsQuery, DealRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: dealsKeys.list });
  const { data, query } = list;
  const selection = useVersionedSelection(data?.items, list.filterKey);
  const dialog = useRowDialog<DealRow, "form" | "delete">();
  const { show } = dialog;
  const count = selection.count(data?.total ?? 0);
  const filter = { search: query.search, ...(query.stage && { stage: query.stage }) };
  const columns = React.useMemo(
    () => dealsColumns({ onEdit: (deal) => show("form", deal), onDelete: (deal) => show("delete", deal) }),
    [show],
  );

  return (
    <ListScreen
      title={DEALS_TEXT.title}
      subtitle="Every deal, newest first"
      actions={
        <>
          <SelectionActions
            count={count}
            edit={{
              noun: NOUN,
              path: "/api/admin/deals",
              invalidate: [dealsKeys.all],
              options: MOVE_TO,
              target: () => selectionTarget(selection, filter, data?.total ?? 0),
              onDone: selection.clear,
            }}
          />
          <DealsViewSwitch current="List" />
        </>
      }
      dialogs={
        <>
          <DealFormDialog {...dialog.props("form")} deal={dialog.record} />
          <DeleteDealDialog {...dialog.props("delete")} deal={dialog.record} />
        </>
      }
    >
      <PagedListCard
        list={list}
        title="All Deals"
        unit="deal(s)"
        toolbar={
          <>
            <ListToolbar>
              <ListSearch list={list} label="Search deals" placeholder="Search by title..." />
              <FilterSelect
                label="Filter by stage"
                value={query.stage ?? ALL_STAGES}
                onChange={(stage) =>
                  list.setFilter({ stage: stage === ALL_STAGES ? undefined : (stage as DealStageValue) })
                }
                options={STAGE_FILTER}
              />
            </ListToolbar>
            <SelectAllMatching page={data} selection={selection} noun="deals" />
          </>
        }
        columns={columns}
        noun="deals"
        empty={{ title: "No deals found", hint: "Try adjusting your search or filters" }}
        selection={{ state: selection, rowLabel: (deal) => deal.title, permission: "deals.update" }}
        rowTestId="deal-row"
      />
    </ListScreen>
  );
}
