// The sidebar's count of open reported items: its words and its query key, apart from the inbox's messages.ts and
// query-keys.ts because the sidebar is on every screen, whose first load must not carry the inbox's whole catalogue
// (docs/decisions/page-weight.md). Imports nothing.

export const OPEN_COUNT_TEXT = {
  short: (count: number) => (count >= 1000 ? "999+" : String(count)),
  label: (count: number) => `${count >= 1000 ? "More than 999" : count} open reported item(s)`,
} as const;

/** Under the inbox's root, so every change to an item refetches it too. */
export const OPEN_COUNT_KEY = ["/api/admin/reports", "open-count"] as const;
