"use client";

// The live connection (issue 21): other admins' changes, as they commit,
// refetch what this browser shows of them. Under `npm start` an EventSource
// on the server's stream; otherwise (serverless) a poll every two seconds
// while the page is visible, answered 304 when nothing changed.
import * as React from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { noteChanges } from "@/lib/live/changed-by";
import { keysForChanges } from "@/lib/live/keys";
import { isLiveChange } from "@/lib/live/is-live-change";
import type { ChangesAnswer, LiveChange } from "@/lib/live/schema";
import type { LiveMode } from "@/lib/live/mode";

const STREAM_URL = "/api/admin/changes/stream";
const POLL_URL = "/api/admin/changes";
const POLL_INTERVAL_MS = 2_000;
// Changes arriving together (a bulk edit's, several admins') refetch once.
const GATHER_MS = 200;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export type LiveConnectionProps = {
  mode: LiveMode;
  adminId: string;
  /** When the server rendered the page (its clock): what changed since then is caught up first. */
  renderedAt: number;
};

export function LiveConnection({ mode, adminId, renderedAt }: LiveConnectionProps) {
  const queryClient = useQueryClient();
  // The first render's: a later one (router.refresh) re-renders the page, not the connection.
  const [since] = React.useState(renderedAt);
  React.useEffect(() => {
    const apply = gatherer(queryClient, adminId);
    // The server's clock, a little behind (the page took a moment to arrive): what a catch-up asks from.
    const offset = since - Date.now();
    const serverNow = () => Date.now() + offset;
    return mode === "stream" ? openStream(apply, since, serverNow) : startPolling(apply, since);
  }, [mode, adminId, queryClient, since]);
  return null;
}

function gatherer(queryClient: QueryClient, adminId: string) {
  let gathered: LiveChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (change: LiveChange) => {
    gathered.push(change);
    timer ??= setTimeout(() => {
      const changes = gathered;
      [gathered, timer] = [[], undefined];
      noteChanges(changes, adminId);
      for (const queryKey of keysForChanges(changes)) void queryClient.invalidateQueries({ queryKey });
    }, GATHER_MS);
  };
}

function openStream(apply: (change: LiveChange) => void, since: number, serverNow: () => number): () => void {
  let source: EventSource;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = FIRST_RETRY_MS;
  const connect = (from: number) => {
    source = new EventSource(`${STREAM_URL}?since=${from}`);
    let openedAt = from;
    source.onopen = () => {
      openedAt = serverNow();
      retryDelay = FIRST_RETRY_MS;
    };
    source.onmessage = (event: MessageEvent<string>) => {
      const change: unknown = JSON.parse(event.data);
      if (isLiveChange(change)) apply(change);
    };
    // EventSource reconnects by itself (every minute, and after a lost connection), naming the last
    // change it heard. It gives up only when refused (a proxy's 502 during a deploy, a 401): then a
    // new one, later, catches up from when the last stream opened.
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(() => connect(openedAt), retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
    };
  };
  connect(since);
  return () => {
    clearTimeout(retry);
    source.close();
  };
}

function startPolling(apply: (change: LiveChange) => void, renderedAt: number): () => void {
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
    for (const { entryId, change } of answer.changes) if (!seen.has(entryId)) apply(change);
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
