"use client";

// The open item (docs/decisions/moderation.md "Reports"): who is reviewing it, the message in its channel's context,
// the author's file (earlier reports, sanctions of the last six months, staff notes), every reporter with their
// record, and the actions.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { daysSince, personLabel, reasonLabels } from "@/lib/reports/display";
import { REPORT_ITEM_TEXT } from "@/lib/reports/item-text";
import {
  INBOX_SANCTION_KEYS,
  REPORTS_TEXT,
  type InboxSanctionKind,
  type ResolveActionType,
} from "@/lib/reports/messages";
import { reportsKeys } from "@/lib/reports/query-keys";
import type { ReportItemDetailRow } from "@/lib/reports/schema";
import { kindLabel, sanctionPeriod } from "@/lib/sanctions/display";
import { cn } from "@/lib/utils";

type ReportDetailProps = {
  id: string;
  viewerId: string | undefined;
  canManage: boolean;
  /** The sanctions the viewer may issue from here, with their keys: none without sanctions.manage, a ban only with users.ban. */
  sanctionKinds: readonly InboxSanctionKind[];
  busy: boolean;
  onAct: (item: ReportItemDetailRow, type: Exclude<ResolveActionType, "sanction">) => void;
  onSanction: (item: ReportItemDetailRow, kind: InboxSanctionKind) => void;
  onClose: () => void;
  /** Claims the item again: it arrived open and unclaimed although opening it claimed it. */
  onUnclaimed: (id: string) => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">{title}</h3>
      {children}
    </section>
  );
}

function ClaimLine({ item, viewerId }: { item: ReportItemDetailRow; viewerId: string | undefined }) {
  if (item.status === "resolved")
    return <p className="text-muted-foreground text-sm">{REPORTS_TEXT.resolvedBy(personLabel(item.resolver))}</p>;
  if (!item.claimActive || !item.claimer) return null;
  const mine = item.claimer.id === viewerId;
  return (
    <p
      role="status"
      data-testid="report-reviewing"
      className={cn(
        "rounded-md px-2 py-1 text-sm",
        mine ? "bg-muted" : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
      )}
    >
      {mine ? REPORT_ITEM_TEXT.reviewingYou : REPORTS_TEXT.reviewing(personLabel(item.claimer))}
    </p>
  );
}

function Context({ item }: { item: ReportItemDetailRow }) {
  if (item.targetType !== "message") return null;
  if (item.context.length === 0)
    return (
      <Section title={REPORT_ITEM_TEXT.reportedMessage}>
        <blockquote className="border-l-2 pl-3 text-sm">{item.messageContent}</blockquote>
        <p className="text-muted-foreground text-xs">{REPORT_ITEM_TEXT.messageDeleted}</p>
      </Section>
    );
  return (
    <Section title={REPORT_ITEM_TEXT.context}>
      <ol className="grid gap-1 text-sm">
        {item.context.map((message) => (
          <li
            key={message.id}
            aria-current={message.id === item.messageId ? "true" : undefined}
            className={cn(
              "rounded px-2 py-1",
              message.id === item.messageId ? "bg-destructive/10 font-medium" : "text-muted-foreground",
            )}
          >
            <span className="text-foreground text-xs font-semibold">{personLabel(message.user)}</span>{" "}
            <span className="text-xs">{formatDate(message.createdAt, "-", "long")}</span>
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function AuthorFile({ item }: { item: ReportItemDetailRow }) {
  return (
    <Section title={item.targetType === "message" ? REPORT_ITEM_TEXT.authorFile : REPORT_ITEM_TEXT.memberFile}>
      <p className="text-sm font-medium">{personLabel(item.user)}</p>
      <ul className="text-muted-foreground grid gap-1 text-sm">
        {item.file.accountCreatedAt ? (
          <li>{REPORT_ITEM_TEXT.accountAge(daysSince(item.file.accountCreatedAt))}</li>
        ) : null}
        <li>{REPORT_ITEM_TEXT.earlierItems(item.file.earlierItems)}</li>
        {item.file.recent.map((earlier) => (
          <li key={earlier.id} className="text-xs">
            {formatDate(earlier.lastReportedAt, "-", "long")} · {reasonLabels(earlier.reasons)} ·{" "}
            {REPORTS_TEXT.statusLabels[earlier.status as "open" | "resolved"]}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The author's sanctions and staff notes, each shown to whoever may read them (the server leaves them out otherwise). */
function SanctionsAndNotes({ file }: { file: ReportItemDetailRow["file"] }) {
  return (
    <>
      {file.sanctions ? (
        <Section title={REPORT_ITEM_TEXT.fileSanctions}>
          {file.sanctions.length === 0 ? (
            <p className="text-muted-foreground text-sm">{REPORT_ITEM_TEXT.noSanctions}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="report-file-sanctions">
              {file.sanctions.map((sanction) => (
                <li key={sanction.id} className="flex flex-wrap justify-between gap-x-3">
                  <span>{kindLabel(sanction.kind)}</span>
                  <span className="text-muted-foreground text-xs">{sanctionPeriod(sanction)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
      {file.notes ? (
        <Section title={REPORT_ITEM_TEXT.fileNotes}>
          {file.notes.length === 0 ? (
            <p className="text-muted-foreground text-sm">{REPORT_ITEM_TEXT.noNotes}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {file.notes.map((note) => (
                <li key={note.id} className="grid gap-0.5">
                  <span className="text-muted-foreground text-xs">
                    {note.authorLabel} · {formatDate(note.createdAt, "-", "long")}
                  </span>
                  <p className="line-clamp-3 break-words whitespace-pre-wrap">{note.body}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
    </>
  );
}

function Reporters({ item }: { item: ReportItemDetailRow }) {
  return (
    <Section title={`${REPORT_ITEM_TEXT.reporters} (${item.reportCount})`}>
      <ul className="grid gap-2 text-sm">
        {item.entries.map((entry) => (
          <li key={entry.id} className="grid gap-0.5">
            <span>
              <span className="font-medium">{personLabel(entry.reporter)}</span>{" "}
              <Badge variant="outline">{reasonLabels([entry.reason])}</Badge>
            </span>
            <span className="text-muted-foreground text-xs">
              {REPORT_ITEM_TEXT.reporterRecord(entry.record.upheld, entry.record.resolved)}
            </span>
            {entry.comment ? <q className="text-xs">{entry.comment}</q> : null}
          </li>
        ))}
        {item.reportCount > item.entries.length ? (
          <li className="text-muted-foreground text-xs">
            {REPORT_ITEM_TEXT.moreReporters(item.reportCount - item.entries.length)}
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

export function ReportDetail({
  id,
  viewerId,
  canManage,
  sanctionKinds,
  busy,
  onAct,
  onSanction,
  onClose,
  onUnclaimed,
}: ReportDetailProps) {
  const { data: item, isPending, isError, refetch } = useQuery<ReportItemDetailRow>({ queryKey: reportsKeys.item(id) });
  // Opening an item claims it, but a refetch the last resolution started can answer after the claim's and show the item
  // unclaimed: an open item that arrives so claims itself again, once for each such answer.
  const unclaimed = canManage && item?.status === "open" && !item.claimActive;
  React.useEffect(() => {
    if (unclaimed) onUnclaimed(id);
  }, [unclaimed, id, onUnclaimed]);
  let body: React.ReactNode;
  if (isPending) body = <Skeleton className="h-40 w-full" />;
  else if (isError || !item)
    body = (
      <div className="text-destructive grid gap-2 text-sm">
        <p>{REPORT_ITEM_TEXT.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {REPORT_ITEM_TEXT.retry}
        </Button>
      </div>
    );
  else {
    const takenByOther = item.claimActive && item.claimer !== null && item.claimer.id !== viewerId;
    const actionable = canManage && item.status === "open" && !takenByOther;
    body = (
      <>
        <ClaimLine item={item} viewerId={viewerId} />
        <Context item={item} />
        <AuthorFile item={item} />
        <SanctionsAndNotes file={item.file} />
        <Reporters item={item} />
        {actionable ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onAct(item, "dismiss")}>
              {REPORT_ITEM_TEXT.dismissAction} <kbd className="text-muted-foreground ml-1 font-mono text-xs">d</kbd>
            </Button>
            {item.targetType === "message" && item.context.length > 0 ? (
              <Button variant="destructive" size="sm" disabled={busy} onClick={() => onAct(item, "delete_message")}>
                {REPORT_ITEM_TEXT.deleteAction} <kbd className="ml-1 font-mono text-xs">x</kbd>
              </Button>
            ) : null}
            {item.user
              ? sanctionKinds.map((kind) => (
                  <Button key={kind} variant="outline" size="sm" disabled={busy} onClick={() => onSanction(item, kind)}>
                    {REPORT_ITEM_TEXT.sanctionActions[kind]}{" "}
                    <kbd className="text-muted-foreground ml-1 font-mono text-xs">{INBOX_SANCTION_KEYS[kind]}</kbd>
                  </Button>
                ))
              : null}
          </div>
        ) : null}
      </>
    );
  }
  return (
    <aside
      aria-label={REPORT_ITEM_TEXT.detailLabel}
      data-testid="report-detail"
      className="bg-card grid content-start gap-4 rounded-xl border p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">
          {item?.targetType === "user" ? REPORTS_TEXT.reportedUser : REPORT_ITEM_TEXT.reportedMessage}
        </h2>
        <Button variant="ghost" size="icon" aria-label={REPORT_ITEM_TEXT.closeDetail} onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {body}
    </aside>
  );
}
