"use client";

// How the timeline shows each source's entries (docs/decisions/moderation.md): one view per source, keyed by the
// names of lib/user-timeline/sources.ts, so a new source (sanctions, reports) is one more line here and one more
// reader in the service. Each view gives the line that says who did what, and what follows it.
import type * as React from "react";
import { AuditDetails } from "@/components/admin-tools/audit-columns";
import { auditActionText, auditActorText } from "@/lib/audit/action-verbs";
import type { TimelineEntryRow } from "@/lib/user-timeline/schema";
import { USER_TIMELINE_TEXT } from "@/lib/user-timeline/messages";
import type { TimelineSource } from "@/lib/user-timeline/sources";

type EntryOf<S extends TimelineSource> = Extract<TimelineEntryRow, { source: S }>;
type EntryView<S extends TimelineSource> = (entry: EntryOf<S>) => { headline: string; body: React.ReactNode };

export const TIMELINE_ENTRY_VIEWS: { [S in TimelineSource]: EntryView<S> } = {
  note: ({ note }) => ({
    headline: USER_TIMELINE_TEXT.noteBy(note.authorLabel || USER_TIMELINE_TEXT.unknownAuthor),
    body: <p className="text-sm whitespace-pre-wrap wrap-anywhere">{note.body}</p>,
  }),
  audit: ({ entry }) => ({
    headline: `${auditActorText(entry)} ${auditActionText(entry)}`,
    body: <AuditDetails details={entry.details} />,
  }),
};

/** The view of any entry: its source's. */
export const viewOf = (entry: TimelineEntryRow) =>
  (TIMELINE_ENTRY_VIEWS[entry.source] as EntryView<TimelineSource>)(entry as EntryOf<TimelineSource>);
