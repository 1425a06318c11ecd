// The timeline's sources and the permission that shows each (docs/decisions/moderation.md): a reader sees an entry of
// a source only when they hold its read permission. Client-safe, so the card is offered only to a reader who may see
// one of them; the server's readers (service.ts) and the card's views (components/user-timeline/entry-views.tsx) are
// keyed by the same names.
import type { Permission } from "@/lib/permissions/catalogue";

export const TIMELINE_SOURCE_PERMISSIONS = {
  note: "notes.read",
  audit: "audit.read",
} as const satisfies Record<string, Permission>;

export type TimelineSource = keyof typeof TIMELINE_SOURCE_PERMISSIONS;

export const TIMELINE_SOURCES = Object.keys(TIMELINE_SOURCE_PERMISSIONS) as TimelineSource[];
