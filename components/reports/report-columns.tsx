"use client";

import type { ColumnDef } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { itemSummary, personLabel, reasonLabels } from "@/lib/reports/display";
import { REPORTS_TEXT } from "@/lib/reports/messages";
import type { ReportItemRow } from "@/lib/reports/schema";

/**
 * Who wrote the reported message and where; the channel is a button that narrows the list to it. Side by side, each
 * truncating: inside one truncated line, a button too long for what was left was cut whole, to a bare "…".
 */
function MessagePlace({ row, onFilterChannel }: { row: ReportItemRow; onFilterChannel: (channelId: string) => void }) {
  const { channel } = row;
  if (!channel) return <span className="truncate">{personLabel(row.user)}</span>;
  const name = `#${channel.name ?? channel.id}`;
  return (
    <span className="flex min-w-0 gap-1">
      <span className="truncate">{personLabel(row.user)}</span>
      <span aria-hidden>·</span>
      <button
        type="button"
        className="min-w-0 truncate hover:underline"
        aria-label={REPORTS_TEXT.onlyChannel(name)}
        title={REPORTS_TEXT.onlyChannel(name)}
        onClick={() => onFilterChannel(channel.id)}
      >
        {name}
      </button>
    </span>
  );
}

/** What was reported (the opener), why, how often and when, and who is reviewing it. */
export function reportColumns({
  onOpen,
  openId,
  onFilterChannel,
}: {
  onOpen: (row: ReportItemRow) => void;
  openId: string | null;
  onFilterChannel: (channelId: string) => void;
}): ColumnDef<ReportItemRow>[] {
  // With an item open beside the list, the list has half the width: the reasons and the date, which the open item
  // shows too, wait for a screen wide enough for both.
  const besideItem = openId !== null;
  return [
    {
      id: "item",
      header: REPORTS_TEXT.columns.item,
      meta: { className: "max-w-72" },
      open: onOpen,
      cell: (row) => (
        <div className="grid min-w-0">
          <button
            type="button"
            data-row-open=""
            aria-pressed={row.id === openId}
            className="truncate text-left font-medium hover:underline"
            onClick={() => onOpen(row)}
          >
            {itemSummary(row)}
          </button>
          <span className="text-muted-foreground truncate text-xs">
            {row.targetType === "message" ? (
              <MessagePlace row={row} onFilterChannel={onFilterChannel} />
            ) : (
              REPORTS_TEXT.reportedUser
            )}
          </span>
        </div>
      ),
    },
    {
      id: "reasons",
      header: REPORTS_TEXT.columns.reasons,
      meta: { className: "max-w-40", showFrom: besideItem ? "2xl" : "md" },
      cell: (row) => <span className="truncate">{reasonLabels(row.reasons)}</span>,
    },
    {
      id: "reports",
      header: REPORTS_TEXT.columns.reports,
      cell: (row) => <Badge variant="secondary">{REPORTS_TEXT.reportCount(row.reportCount)}</Badge>,
    },
    {
      id: "lastReportedAt",
      header: REPORTS_TEXT.columns.lastReported,
      meta: { className: "whitespace-nowrap", showFrom: besideItem ? "2xl" : "lg" },
      cell: (row) => formatDate(row.lastReportedAt, "-", "long"),
    },
    {
      id: "state",
      header: REPORTS_TEXT.columns.state,
      meta: { showFrom: "sm" },
      cell: (row) =>
        row.status === "resolved" ? (
          <span className="text-muted-foreground text-xs">{REPORTS_TEXT.resolvedBy(personLabel(row.resolver))}</span>
        ) : row.claimActive && row.claimer ? (
          <span className="text-xs" data-testid="report-claim">
            {REPORTS_TEXT.reviewing(personLabel(row.claimer))}
          </span>
        ) : null,
    },
  ];
}
