"use client";

// The live connection (docs/decisions/live-lists.md): other admins' changes, as they commit,
// refetch what this browser shows of them. Under `npm start` an EventSource
// on the server's stream; otherwise (serverless) a poll (live-poll.ts).
import * as React from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { noteChanges } from "@/lib/live/changed-by";
import { isSentChange } from "@/lib/live/is-sent-change";
import type { SentChange } from "@/lib/live/schema";
import type { LiveMode } from "@/lib/live/mode";
import { SUPERSEDED_EVENT } from "@/lib/live/stream-events";

const STREAM_URL = "/api/admin/changes/stream";
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
    return mode === "stream" ? openStream(apply, since, serverNow) : pollOnceLoaded(apply, since);
  }, [mode, adminId, queryClient, since]);
  return null;
}

/**
 * The poll's code is fetched only where the page polls: under `npm start` no browser needs it.
 * A failed fetch (a deploy took the old chunks away) is tried again, as a refused stream is.
 */
function pollOnceLoaded(apply: (change: SentChange) => void, since: number): () => void {
  let stop: (() => void) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = FIRST_RETRY_MS;
  let stopped = false;
  const load = () =>
    import("@/components/live/live-poll").then(
      (poll) => {
        if (!stopped) stop = poll.startPolling(apply, since);
      },
      () => {
        if (!stopped) retry = setTimeout(load, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      },
    );
  void load();
  return () => {
    stopped = true;
    clearTimeout(retry);
    stop?.();
  };
}

function gatherer(queryClient: QueryClient, adminId: string) {
  let gathered: SentChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (change: SentChange) => {
    gathered.push(change);
    timer ??= setTimeout(() => {
      const changes = gathered;
      [gathered, timer] = [[], undefined];
      noteChanges(changes, adminId);
      // Each query key's root is the API path the server named stale (lib/live/keys.ts).
      for (const path of new Set(changes.flatMap((change) => change.stale)))
        void queryClient.invalidateQueries({ queryKey: [path] });
    }, GATHER_MS);
  };
}

function openStream(apply: (change: SentChange) => void, since: number, serverNow: () => number): () => void {
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
    // This session opened more streams than the server keeps (other tabs): this one, the oldest,
    // was ended for them. Reconnecting would only end the next oldest, and so on round the tabs.
    source.addEventListener(SUPERSEDED_EVENT, () => source.close());
    source.onmessage = (event: MessageEvent<string>) => {
      const change: unknown = JSON.parse(event.data);
      if (isSentChange(change)) apply(change);
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
