// The trash's words (beyond SPEC, docs/decisions/trash.md). Tests and UI share them.
import type { TrashType } from "@/lib/trash/kinds";
import { TRASH_LINK } from "@/lib/trash/link";

export const TRASH_TEXT = {
  title: TRASH_LINK.title,
  subtitle: "Deleted records wait here before they go for good. Restore brings them back as they were.",
  cardTitle: "Deleted Records",
  searchPlaceholder: "Search by name or ID...",
  searchLabel: "Search the trash",
  typeFilterLabel: "Filter by type",
  allTypes: "All Types",
  /** What the count line counts, and what the table lists ("Could not load deleted records."). */
  countUnit: "record(s)",
  noun: "deleted records",
  columns: { type: "Type", name: "Name", deletedBy: "Deleted by", deletedAt: "Deleted", purgeAt: "Purged on" },
  blank: "-",
  empty: "The trash is empty",
  emptyHint: "Deleted records appear here",
  restore: "Restore",
  restoreSelected: (count: number) => `Restore Selected (${count})`,
  /** The row's buttons, named for screen readers: "Restore Acme", "Delete Acme forever". */
  restoreRecord: (label: string) => `Restore ${label}`,
  deleteForever: "Delete Forever",
  deleteRecordForever: (label: string) => `Delete ${label} forever`,
  deleteForeverTitle: "Delete Forever?",
  deleteForeverDescription: (label: string) =>
    `"${label}" will be deleted for good and cannot be restored. Messages of a user stay with the deleted-user account.`,
} as const;

/** What a restore says (a delete's Undo, and the Trash screen's Restore) is in undo-text.ts. */
export const TRASH_TOASTS = {
  deletedForever: "Deleted forever",
  deleteForeverFailed: "Could not delete forever",
} as const;

export const TRASH_TYPE_LABELS: Record<TrashType, string> = {
  user: "User",
  channel: "Channel",
  message: "Message",
  contact: "Contact",
  company: "Company",
  deal: "Deal",
  activity: "Activity",
  roadmap_item: "Roadmap item",
  shop_item: "Shop item",
  purchase: "Purchase",
};
