// The trash's words (beyond SPEC, docs/decisions.md "Trash"). Tests and UI share them.
import type { TrashType } from "@/lib/trash/kinds";

export const TRASH_TEXT = {
  title: "Trash",
  subtitle: "Deleted records wait here before they go for good. Restore brings them back as they were.",
  cardTitle: "Deleted Records",
  searchPlaceholder: "Search by name or ID...",
  allTypes: "All Types",
  empty: "The trash is empty",
  emptyHint: "Deleted records appear here",
  undo: "Undo",
  restore: "Restore",
  restoreSelected: (count: number) => `Restore Selected (${count})`,
  deleteForever: "Delete Forever",
  deleteForeverTitle: "Delete Forever?",
  deleteForeverDescription: (label: string) =>
    `"${label}" will be deleted for good and cannot be restored. Messages of a user stay with the deleted-user account.`,
} as const;

export const TRASH_TOASTS = {
  restored: "Restored",
  restoredCount: (count: number) => `${count} record(s) are back.`,
  restoreFailed: "Could not restore",
  deletedForever: "Deleted forever",
  deleteForeverFailed: "Could not delete forever",
} as const;

export const TRASH_TYPE_LABELS: Record<TrashType, string> = {
  user: "User",
  channel: "Channel",
  contact: "Contact",
  company: "Company",
  deal: "Deal",
  activity: "Activity",
  roadmap_item: "Roadmap item",
  shop_item: "Shop item",
  purchase: "Purchase",
};
