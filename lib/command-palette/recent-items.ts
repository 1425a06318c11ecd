// The palette's "Recent": the last screens and users opened from it, and users
// whose details screen was visited. Kept in localStorage per admin, so two
// admins sharing a browser do not see each other's trail. No zod: stored
// text is checked by hand, and this module is loaded with the user details screen.
import { recentStorageKey } from "@/lib/command-palette/recent-keys";

export type RecentItem =
  { kind: "screen"; href: string; title: string } | { kind: "user"; id: string; title: string; detail?: string };

export const RECENT_LIMIT = 5;

type ReadStorage = Pick<Storage, "getItem">;
type WriteStorage = Pick<Storage, "getItem" | "setItem">;

/** One identity per item: the same user or screen opened twice is one entry. */
export function recentItemId(item: RecentItem): string {
  return item.kind === "screen" ? `screen:${item.href}` : `user:${item.id}`;
}

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 500;

function toItem(value: unknown): RecentItem | null {
  if (!value || typeof value !== "object") return null;
  const entry = value as Record<string, unknown>;
  if (!isText(entry.title)) return null;
  if (entry.kind === "screen" && isText(entry.href) && entry.href.startsWith("/"))
    return { kind: "screen", href: entry.href, title: entry.title };
  if (entry.kind === "user" && isText(entry.id)) {
    return {
      kind: "user",
      id: entry.id,
      title: entry.title,
      ...(isText(entry.detail) ? { detail: entry.detail } : {}),
    };
  }
  return null;
}

/** Stored text to items; anything unreadable (hand-edited, an older shape) is dropped rather than trusted. */
export function parseRecent(raw: string | null): RecentItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map(toItem)
      .filter((item): item is RecentItem => item !== null)
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** The item first, its older copy removed, at most `limit` kept. */
export function addRecent(items: readonly RecentItem[], item: RecentItem, limit = RECENT_LIMIT): RecentItem[] {
  const id = recentItemId(item);
  return [item, ...items.filter((existing) => recentItemId(existing) !== id)].slice(0, limit);
}

export function withoutRecent(items: readonly RecentItem[], ids: ReadonlySet<string>): RecentItem[] {
  return items.filter((item) => !ids.has(recentItemId(item)));
}

// Storage can be missing, full or refused (private modes, policies): the palette then simply has no recents.
export function loadRecent(storage: ReadStorage | undefined, adminId: string): RecentItem[] {
  try {
    return parseRecent(storage?.getItem(recentStorageKey(adminId)) ?? null);
  } catch {
    return [];
  }
}

export function saveRecent(storage: WriteStorage | undefined, adminId: string, items: readonly RecentItem[]): void {
  try {
    storage?.setItem(recentStorageKey(adminId), JSON.stringify(items));
  } catch {
    // Quota or a refused write: recents are a convenience.
  }
}

export function rememberRecent(storage: WriteStorage | undefined, adminId: string, item: RecentItem): RecentItem[] {
  const items = addRecent(loadRecent(storage, adminId), item);
  saveRecent(storage, adminId, items);
  return items;
}

export function forgetRecent(
  storage: WriteStorage | undefined,
  adminId: string,
  ids: ReadonlySet<string>,
): RecentItem[] {
  const items = withoutRecent(loadRecent(storage, adminId), ids);
  saveRecent(storage, adminId, items);
  return items;
}
