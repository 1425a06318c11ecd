// GET /api/feature-toggles, polled by every chat client. The body is built
// once and kept in memory; at most once a second a request checks the table's
// fingerprint (a single-row query), so several app instances stay correct
// without a database round trip per request.
//
// The state lives on globalThis: the panel server (server.ts) answers this
// endpoint itself and loads this module apart from Next's bundle, so a change
// saved through Next must invalidate the very same cache.
import { featureTogglesVersion, listFeatureToggles } from "@/lib/feature-toggles/service";
import { strongEtag } from "@/lib/http/etag";

const RECHECK_MS = 1000;
const STATE = Symbol.for("admin-panel.public-feature-feed");

export type Feed = { body: string; etag: string; version: string; checkedAt: number };

// `generation` counts invalidations, so a refresh that began before a change never overwrites it.
type FeedState = { feed: Feed | null; refreshing: Promise<Feed> | null; generation: number };
const shared = globalThis as unknown as { [STATE]?: FeedState };
const state: FeedState = (shared[STATE] ??= { feed: null, refreshing: null, generation: 0 });

async function rebuild(version: string): Promise<Feed> {
  const toggles = await listFeatureToggles();
  const body = JSON.stringify(
    toggles.map(({ featureKey, featureName, isEnabled }) => ({ featureKey, featureName, isEnabled })),
  );
  const etag = strongEtag(body);
  // listFeatureToggles may have registered new keys: fingerprint what the body reflects.
  return { body, etag, version: (await featureTogglesVersion()) || version, checkedAt: Date.now() };
}

async function refresh(): Promise<Feed> {
  const version = await featureTogglesVersion();
  const { feed } = state;
  if (feed && feed.version === version) return { ...feed, checkedAt: Date.now() };
  return rebuild(version);
}

/** The feed in memory if it was checked within the last second, else null: the synchronous hot path. */
export function freshPublicFeatureFeed(now = Date.now()): Feed | null {
  return state.feed && now - state.feed.checkedAt < RECHECK_MS ? state.feed : null;
}

/** The current feed; concurrent callers share one refresh. */
export async function publicFeatureFeed(now = Date.now()): Promise<Feed> {
  const fresh = freshPublicFeatureFeed(now);
  if (fresh) return fresh;
  const { generation } = state;
  const refreshing = (state.refreshing ??= refresh());
  try {
    const fresh = await refreshing;
    if (state.generation === generation) state.feed = fresh;
    return fresh;
  } finally {
    if (state.refreshing === refreshing) state.refreshing = null;
  }
}

/** Drops the cached feed at once in this instance (after a change made here). */
export function invalidatePublicFeatureFeed(): void {
  state.generation += 1;
  state.feed = null;
  state.refreshing = null;
}
