"use client";

// The reports inbox (docs/decisions/moderation.md "Reports"): the items beside the open one. Opening an item claims
// it; `d` dismisses it, `x` deletes its message, `m`/`s`/`b` open the Sanction dialog on a mute, suspension or ban of
// its author (confirming resolves the item with it), `u` undoes the last resolution, and the next item opens, so a
// moderator works down the list without the mouse (j/k/Enter/? are the list kit's).
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ListToolbar, SearchInput } from "@/components/data-table/list-toolbar";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListSelect } from "@/components/list-screen/list-select";
import { PagedListCard } from "@/components/list-screen/paged-list-card";
import { reportColumns } from "@/components/reports/report-columns";
import { useClaimItem, useReportActions } from "@/components/reports/use-report-actions";
import { usePagedList, type InitialList } from "@/hooks/use-paged-list";
import { useCan, usePermissions, type CurrentUser } from "@/hooks/use-permissions";
import { kindPermitted } from "@/lib/sanctions/acting-rules";
import { authKeys } from "@/lib/auth/query-keys";
import type { ScreenKey } from "@/lib/list-shortcuts";
import { lazyDialog } from "@/lib/loading/lazy-dialog";
import {
  INBOX_SANCTION_KEYS,
  INBOX_SANCTION_KINDS,
  REPORTS_TEXT,
  type InboxSanctionKind,
  type ResolveActionType,
} from "@/lib/reports/messages";
import { reportsKeys } from "@/lib/reports/query-keys";
import { REASON_OPTIONS } from "@/lib/reports/reasons";
import type { ListReportsQuery, ReportItemRow } from "@/lib/reports/schema";

const loadSchema = () => import("@/lib/reports/schema").then((module) => module.listReportsQuerySchema);

// The open item's pane arrives when the first item opens, not with the page.
const ReportDetail = lazyDialog(
  () => import("@/components/reports/report-detail").then((module) => module.ReportDetail),
  () => true,
);

// The Sanction dialog (react-hook-form, zod) arrives when a sanction key is first pressed.
const InboxSanctionDialog = lazyDialog(
  () => import("@/components/reports/inbox-sanction-dialog").then((module) => module.InboxSanctionDialog),
  (props) => props.sanctioning?.open === true,
);

const REASON_FILTER = [{ value: "all", label: REPORTS_TEXT.allReasons }, ...REASON_OPTIONS] as const;
const STATUS_FILTER = [
  { value: "open", label: REPORTS_TEXT.statusLabels.open },
  { value: "resolved", label: REPORTS_TEXT.statusLabels.resolved },
] as const;
const CLAIMED_FILTER = [
  { value: "any", label: REPORTS_TEXT.claimedOptions.any },
  { value: "me", label: REPORTS_TEXT.claimedOptions.me },
] as const;

export function ReportsScreen(initial: InitialList<ListReportsQuery, ReportItemRow>) {
  const list = usePagedList({ ...initial, loadSchema, queryKey: reportsKeys.list, textFilters: ["channelId"] });
  const { data: viewer } = useQuery<CurrentUser>({ queryKey: authKeys.user });
  const canManage = useCan("reports.manage");
  const claim = useClaimItem();
  const [openId, setOpenId] = React.useState<string | null>(null);
  const rows = list.data?.items;
  // The rows and the open item as last rendered, for what happens when a resolution is answered.
  const shown = React.useRef({ rows, openId });
  React.useEffect(() => {
    shown.current = { rows, openId };
  });

  const open = React.useCallback(
    (row: Pick<ReportItemRow, "id" | "status">) => {
      setOpenId(row.id);
      if (canManage && row.status === "open") claim.mutate(row.id);
    },
    [canManage, claim],
  );

  const canSanction = useCan("sanctions.manage");
  const { can } = usePermissions();
  // A ban only with users.ban, by the server's own rule: its key and button are otherwise not offered.
  const sanctionKinds = INBOX_SANCTION_KINDS.filter((kind) => canSanction && kindPermitted(kind, can));
  // Kept after the dialog closes, so it closes with its animation showing the same member.
  const [sanctioning, setSanctioning] = React.useState<{
    item: ReportItemRow;
    kind: InboxSanctionKind;
    open: boolean;
  } | null>(null);
  // Once the server has answered (before the list refetches), the next item opens, or the one before it at the end.
  const { resolveItem, resolveWith, resolving, undoLast } = useReportActions({
    onResolved: (resolved) => {
      if (shown.current.openId !== resolved.id) return;
      const current = shown.current.rows ?? [];
      const index = current.findIndex((row) => row.id === resolved.id);
      const next = [current[index + 1], current[index - 1]].find((row) => row && row.id !== resolved.id);
      if (next) open(next);
      else setOpenId(null);
    },
  });

  /** The open item (else the row the keys reached), when it is open to act on. */
  const actionable = (item?: ReportItemRow) => {
    const id =
      item?.id ?? openId ?? document.querySelector<HTMLElement>("[data-list-row][data-active]")?.dataset.listRow;
    const target = item ?? rows?.find((row) => row.id === id);
    return canManage && target && target.status === "open" ? target : null;
  };

  const act = (type: Exclude<ResolveActionType, "sanction">, item?: ReportItemRow) => {
    const target = actionable(item);
    if (!target || (type === "delete_message" && target.targetType !== "message")) return;
    resolveItem(target, type);
  };

  /** Opens the Sanction dialog on `kind` for the item's author (none when their account is gone). */
  const sanction = (kind: InboxSanctionKind, item?: ReportItemRow) => {
    const target = actionable(item);
    if (sanctionKinds.includes(kind) && target?.user) setSanctioning({ item: target, kind, open: true });
  };

  // Only the keys the viewer may use, so `?` and the line under the title never offer what would do nothing.
  const keys: ScreenKey[] = [
    ...(canManage
      ? [
          { key: "d", does: REPORTS_TEXT.shortcuts.dismiss, run: () => act("dismiss") },
          { key: "x", does: REPORTS_TEXT.shortcuts.deleteMessage, run: () => act("delete_message") },
        ]
      : []),
    ...sanctionKinds.map((kind) => ({
      key: INBOX_SANCTION_KEYS[kind],
      does: REPORTS_TEXT.shortcuts[kind],
      run: () => sanction(kind),
    })),
    ...(canManage ? [{ key: "u", does: REPORTS_TEXT.shortcuts.undo, run: undoLast }] : []),
  ];
  const columns = reportColumns({
    onOpen: open,
    openId,
    onFilterChannel: (channelId) => list.setFilter({ channelId }),
  });

  return (
    <ListScreen title={REPORTS_TEXT.title} subtitle={REPORTS_TEXT.subtitle}>
      <p className="text-muted-foreground -mt-2 mb-4 text-xs">
        {REPORTS_TEXT.shortcutsHint(keys.map((key) => REPORTS_TEXT.keyHints[key.key]!))}
      </p>
      <div className={openId ? "grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]" : undefined}>
        <PagedListCard
          list={list}
          title={REPORTS_TEXT.cardTitle}
          unit={REPORTS_TEXT.countUnit}
          toolbar={
            <ListToolbar>
              <ListSelect list={list} name="status" label={REPORTS_TEXT.statusFilter} options={STATUS_FILTER} />
              <ListSelect list={list} name="reason" label={REPORTS_TEXT.reasonFilter} options={REASON_FILTER} />
              <ListSelect list={list} name="claimed" label={REPORTS_TEXT.claimedFilter} options={CLAIMED_FILTER} />
              <SearchInput
                label={REPORTS_TEXT.channelLabel}
                placeholder={REPORTS_TEXT.channelPlaceholder}
                value={list.textInputs.channelId ?? ""}
                onChange={(value) => list.setTextInput("channelId", value)}
              />
            </ListToolbar>
          }
          columns={columns}
          noun={REPORTS_TEXT.noun}
          empty={{
            title: list.query.status === "resolved" ? REPORTS_TEXT.emptyResolved : REPORTS_TEXT.empty,
            hint: REPORTS_TEXT.emptyHint,
          }}
          scrollLabel={REPORTS_TEXT.listLabel}
          rowTestId="report-row"
          keys={keys}
          pagerLabels={{ previousLabel: REPORTS_TEXT.newer, nextLabel: REPORTS_TEXT.older }}
        />
        {openId ? (
          <ReportDetail
            id={openId}
            viewerId={viewer?.id}
            canManage={canManage}
            sanctionKinds={sanctionKinds}
            busy={resolving}
            onAct={(item, type) => act(type, rows?.find((row) => row.id === item.id) ?? item)}
            onSanction={(item, kind) => sanction(kind, rows?.find((row) => row.id === item.id) ?? item)}
            onClose={() => setOpenId(null)}
            onUnclaimed={claim.mutate}
          />
        ) : null}
      </div>
      <InboxSanctionDialog
        sanctioning={sanctioning}
        onOpenChange={(isOpen) => setSanctioning((current) => current && { ...current, open: isOpen })}
        resolveWith={resolveWith}
      />
    </ListScreen>
  );
}
