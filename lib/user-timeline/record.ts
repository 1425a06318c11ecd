// What a timeline entry is to the API: one shape per source, each with its source's name, its id (unique within the
// source), and the time it is ordered by. A new source adds its shape here and its reader in service.ts.
import type { AuditRecord } from "@/lib/audit/record";
import type { UserNoteRecord } from "@/lib/user-notes/record";

// Distributive: several sources sharing one shape are each an entry of their own (the card's views key on `source`).
type Entry<S extends string, T> = S extends string ? { source: S; id: string; at: Date } & T : never;

export type NoteTimelineEntry = Entry<"note", { note: Pick<UserNoteRecord, "authorId" | "authorLabel" | "body"> }>;
export type AuditTimelineEntry = Entry<
  "audit",
  {
    entry: Pick<
      AuditRecord,
      "action" | "actorId" | "actorLabel" | "targetType" | "targetId" | "targetLabel" | "details"
    >;
  }
>;

/** A sanction as the timeline shows it: who issued it, and for a lift or a marking, who and why. */
export type TimelineSanction = {
  kind: string;
  reason: string;
  reasonText: string | null;
  endsAt: Date | null;
  issuedByLabel: string | null;
  liftReason: string | null;
  liftedByLabel: string | null;
  issuedInErrorByLabel: string | null;
};
export type SanctionTimelineEntry = Entry<
  "sanction" | "sanction_lifted" | "sanction_error",
  { sanction: TimelineSanction }
>;

/** A report as the timeline shows it: the reason, the comment, and the other party (reporter or reported). */
export type TimelineReport = {
  itemId: string;
  reason: string;
  comment: string | null;
  targetType: string;
  /** The reporter (a report against the user) or the reported member or author (a report by the user). */
  otherLabel: string | null;
};
export type ReportTimelineEntry = Entry<"report_against" | "report_by", { report: TimelineReport }>;

export type TimelineEntryRecord = NoteTimelineEntry | AuditTimelineEntry | SanctionTimelineEntry | ReportTimelineEntry;
