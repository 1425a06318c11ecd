// What a delete's Undo and every restore say (beyond SPEC). Apart from
// messages.ts, and imported by hooks/undo-delete.ts alone in the browser, so
// that every screen with a delete carries these few words, not the Trash
// screen's (docs/architecture.md "First-load weight").
export const UNDO_TEXT = {
  undo: "Undo",
  restoring: "Restoring…",
  restored: "Restored",
  restoredCount: (count: number) => `${count} record(s) are back.`,
  restoreFailed: "Could not restore",
} as const;
