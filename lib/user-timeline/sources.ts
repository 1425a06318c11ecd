// The timeline's sources and the permission that shows each (docs/decisions/moderation.md): a reader sees an entry of
// a source only when they hold its read permission. Client-safe, so the card is offered only to a reader who may see
// one of them; the server's readers (service.ts) and the card's views (components/user-timeline/entry-views.tsx) are
// keyed by the same names.
import type { TIMELINE_READ_PERMISSIONS } from "@/lib/user-timeline/read-permissions";

export const TIMELINE_SOURCE_PERMISSIONS = {
  note: "notes.read",
  audit: "audit.read",
  // A sanction is three moments, each its own source ordered by its own time: issued, lifted (early or at its end),
  // and marked issued in error.
  sanction: "sanctions.read",
  sanction_lifted: "sanctions.read",
  sanction_error: "sanctions.read",
  // Reports against the user (of their messages, or of them) and reports the user filed.
  report_against: "reports.read",
  report_by: "reports.read",
} as const satisfies Record<string, (typeof TIMELINE_READ_PERMISSIONS)[number]>;

export type TimelineSource = keyof typeof TIMELINE_SOURCE_PERMISSIONS;

export const TIMELINE_SOURCES = Object.keys(TIMELINE_SOURCE_PERMISSIONS) as TimelineSource[];
