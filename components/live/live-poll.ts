// Live lists without a stream (serverless): a poll every two seconds while
// the page is visible, answered 304 when nothing changed.
import { isSentChange } from "@/lib/live/is-sent-change";
import type { ChangesAnswer, SentChange } from "@/lib/live/schema";

const POLL_URL = "/api/admin/changes";
const POLL_INTERVAL_MS = 2_000;

export function startPolling(apply: (change: SentChange) => void, renderedAt: number): () => void {
  let since = renderedAt;
  let etag: string | null = null;
  let seen = new Set<string>();
  let stopped = false;
  const poll = async () => {
    if (document.visibilityState !== "visible") return;
    const response = await fetch(`${POLL_URL}?since=${since}`, {
      cache: "no-store",
      headers: etag ? { "If-None-Match": etag } : {},
    });
    if (stopped || response.status === 304 || !response.ok) return;
    const answer = (await response.json()) as ChangesAnswer;
    etag = response.headers.get("ETag");
    for (const { entryId, change } of answer.changes) if (!seen.has(entryId) && isSentChange(change)) apply(change);
    // Only the window's entries can come again: the set forgets the rest.
    seen = new Set(answer.changes.map((change) => change.entryId));
    since = answer.now;
  };
  const tick = () => void poll().catch(() => undefined);
  tick();
  const timer = setInterval(tick, POLL_INTERVAL_MS);
  document.addEventListener("visibilitychange", tick);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", tick);
  };
}
