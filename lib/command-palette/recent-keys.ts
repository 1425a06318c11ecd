// Where the palette's recent items are kept, apart from recent-items.ts so
// that the header's Logout can wipe them without loading the rest.

export const RECENT_STORAGE_PREFIX = "admin-panel:command-palette:recent:";

export function recentStorageKey(adminId: string): string {
  return `${RECENT_STORAGE_PREFIX}${adminId}`;
}

/**
 * On sign-out, and on the sign-in page: every admin's trail in this browser
 * goes (it names users), not only the leaving admin's. Self-contained: the
 * sign-in page inlines it as text (components/auth/sign-in-scripts.ts).
 */
export function clearAllRecent(prefix: string, storage?: Pick<Storage, "length" | "key" | "removeItem">): void {
  try {
    const store = storage ?? window.localStorage;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) === true,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** The browser's localStorage, or undefined on the server and where reading it throws. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
