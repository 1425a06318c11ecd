// What a timeline entry is to the API: one shape per source, each with its source's name, its id (unique within the
// source), and the time it is ordered by. A new source adds its shape here and its reader in service.ts.
import type { AuditRecord } from "@/lib/audit/record";
import type { UserNoteRecord } from "@/lib/user-notes/record";

type Entry<S extends string, T> = { source: S; id: string; at: Date } & T;

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

export type TimelineEntryRecord = NoteTimelineEntry | AuditTimelineEntry;
