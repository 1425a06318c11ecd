// One page of a list, from the service through the API to the screen.
import type { MatchCount } from "@/lib/api/capped-count";
import type { KeysetPage } from "@/lib/api/keyset";

export type Page<T> = {
  items: T[];
  total: number;
  /** false when a broad search was counted only up to a cap: the total is a lower bound. */
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
};

/** Which page to show next: `before` a cursor going back, `after` one going forward. */
export type PageCursor = { after?: string; before?: string };

/**
 * A keyset page and its count as a list answers them: a number is an exact total, a MatchCount
 * one counted up to a cap (lib/api/capped-count.ts), and null a count that gave up.
 */
export function countedPage<T>(page: KeysetPage<T>, count: number | MatchCount | null): Page<T> {
  const counted = typeof count === "number" ? { total: count, exact: true } : count;
  return {
    items: page.items,
    // Counting gave up: at least the rows seen so far match.
    total: counted?.total ?? page.items.length,
    totalExact: counted?.exact ?? !page.hasMore,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
