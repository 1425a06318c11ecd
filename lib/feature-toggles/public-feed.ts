// GET /api/feature-toggles, polled by every chat client. The body is built
// once and kept in memory; at most once a second a request checks the table's
// fingerprint (a single-row query), so several app instances stay correct
// without a database round trip per request.
import crypto from "node:crypto";
import { featureTogglesVersion, listFeatureToggles } from "@/lib/feature-toggles/service";

const RECHECK_MS = 1000;

type Feed = { body: string; etag: string; version: string; checkedAt: number };

let feed: Feed | null = null;
let refreshing: Promise<Feed> | null = null;

async function rebuild(version: string): Promise<Feed> {
  const toggles = await listFeatureToggles();
  const body = JSON.stringify(toggles.map(({ featureKey, featureName, isEnabled }) => ({ featureKey, featureName, isEnabled })));
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  // listFeatureToggles may have registered new keys: fingerprint what the body reflects.
  return { body, etag, version: (await featureTogglesVersion()) || version, checkedAt: Date.now() };
}

async function refresh(): Promise<Feed> {
  const version = await featureTogglesVersion();
  if (feed && feed.version === version) return { ...feed, checkedAt: Date.now() };
  return rebuild(version);
}

/** The current feed; concurrent callers share one refresh. */
export async function publicFeatureFeed(now = Date.now()): Promise<Feed> {
  if (feed && now - feed.checkedAt < RECHECK_MS) return feed;
  refreshing ??= refresh().finally(() => {
    refreshing = null;
  });
  feed = await refreshing;
  return feed;
}

/** Drops the cached feed at once in this instance (after a change made here). */
export function invalidatePublicFeatureFeed(): void {
  feed = null;
}
