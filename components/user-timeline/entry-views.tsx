"use client";

// How the timeline shows each source's entries (docs/decisions/moderation.md): one view per source, keyed by the
// names of lib/user-timeline/sources.ts, so a new source is one more line here and one more reader in the service. Each view gives the line that says who did what, and what follows it.
import type * as React from "react";
import { AuditDetails } from "@/components/admin-tools/audit-columns";
import { auditActionText, auditActorText } from "@/lib/audit/action-verbs";
import { formatDate } from "@/lib/format";
import { reasonLabels } from "@/lib/reports/display";
import { reasonLabel } from "@/lib/reports/reasons";
import { kindLabel } from "@/lib/sanctions/display";
import type { TimelineEntryRow } from "@/lib/user-timeline/schema";
import { TIMELINE_ENTRY_TEXT } from "@/lib/user-timeline/entry-text";
import { USER_TIMELINE_TEXT } from "@/lib/user-timeline/messages";
import type { TimelineSource } from "@/lib/user-timeline/sources";

type EntryOf<S extends TimelineSource> = Extract<TimelineEntryRow, { source: S }>;
type EntryView<S extends TimelineSource> = (entry: EntryOf<S>) => { headline: string; body: React.ReactNode };

type SanctionEntry = EntryOf<"sanction">["sanction"];

/** A sanction's reason and free text, and its end when it has one. */
function SanctionBody({ sanction, extra }: { sanction: SanctionEntry; extra?: string | null }) {
  const lines = [
    [reasonLabel(sanction.reason), sanction.reasonText].filter(Boolean).join(": "),
    sanction.endsAt ? TIMELINE_ENTRY_TEXT.until(formatDate(sanction.endsAt, "-", "long")) : null,
    extra ?? null,
  ].filter(Boolean);
  return <p className="text-muted-foreground text-sm whitespace-pre-wrap wrap-anywhere">{lines.join(" · ")}</p>;
}

const by = (label: string | null) => label ?? TIMELINE_ENTRY_TEXT.system;

function ReportBody({ report }: { report: EntryOf<"report_by">["report"] }) {
  return (
    <p className="text-muted-foreground text-sm whitespace-pre-wrap wrap-anywhere">
      {[reasonLabels([report.reason]), report.comment].filter(Boolean).join(": ")}
    </p>
  );
}

export const TIMELINE_ENTRY_VIEWS: { [S in TimelineSource]: EntryView<S> } = {
  note: ({ note }) => ({
    headline: USER_TIMELINE_TEXT.noteBy(note.authorLabel || USER_TIMELINE_TEXT.unknownAuthor),
    body: <p className="text-sm whitespace-pre-wrap wrap-anywhere">{note.body}</p>,
  }),
  audit: ({ entry }) => ({
    headline: `${auditActorText(entry)} ${auditActionText(entry)}`,
    body: <AuditDetails details={entry.details} />,
  }),
  sanction: ({ sanction }) => ({
    headline: TIMELINE_ENTRY_TEXT.sanctionIssued(by(sanction.issuedByLabel), kindLabel(sanction.kind)),
    body: <SanctionBody sanction={sanction} />,
  }),
  sanction_lifted: ({ sanction }) => ({
    headline:
      sanction.liftReason === null
        ? TIMELINE_ENTRY_TEXT.sanctionEnded(kindLabel(sanction.kind))
        : TIMELINE_ENTRY_TEXT.sanctionLifted(by(sanction.liftedByLabel), kindLabel(sanction.kind)),
    body: <SanctionBody sanction={sanction} extra={sanction.liftReason} />,
  }),
  sanction_error: ({ sanction }) => ({
    headline: TIMELINE_ENTRY_TEXT.sanctionInError(by(sanction.issuedInErrorByLabel), kindLabel(sanction.kind)),
    body: <SanctionBody sanction={sanction} extra={sanction.liftReason} />,
  }),
  report_against: ({ report }) => ({
    headline: TIMELINE_ENTRY_TEXT.reportAgainst(report.otherLabel ?? TIMELINE_ENTRY_TEXT.someone, report.targetType),
    body: <ReportBody report={report} />,
  }),
  report_by: ({ report }) => ({
    headline: TIMELINE_ENTRY_TEXT.reportBy(report.otherLabel ?? TIMELINE_ENTRY_TEXT.someone),
    body: <ReportBody report={report} />,
  }),
};

/** The view of any entry: its source's. */
export const viewOf = (entry: TimelineEntryRow) =>
  (TIMELINE_ENTRY_VIEWS[entry.source] as EntryView<TimelineSource>)(entry as EntryOf<TimelineSource>);
