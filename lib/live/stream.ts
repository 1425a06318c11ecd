// The admin's end of live lists under `npm start`: the hub's changes as
// Server-Sent Events. Each is sent only while the session that opened the
// stream still gives admin access, checked again before a change goes out
// (at most once a second), so a ban, demotion or sign-out ends the flow. A
// session holds at most STREAMS_PER_SESSION of them: each costs the server a
// connection and a listener, so one admin (or a stolen cookie) cannot open
// them without end.
import { isPanelAdmin, sessionFromToken } from "@/lib/auth/session/session";
import { liveHub, type NumberedChange } from "@/lib/live/hub";
import { withStale } from "@/lib/live/keys";
import { SUPERSEDED_EVENT } from "@/lib/live/stream-events";

/** A stream ends after this long and the browser opens a new one, authorised afresh (EventSource does so by itself). */
export const STREAM_LIFETIME_MS = 55_000;
const HEARTBEAT_MS = 15_000;
const SESSION_RECHECK_MS = 1_000;
/** Open streams one session may hold (an admin's tabs, with room to spare); the next one ends the oldest. */
export const STREAMS_PER_SESSION = 10;
const encoder = new TextEncoder();

// Each session's open streams, oldest first, by how each is ended. One per process, kept across
// dev hot reloads as the hub is; an entry lives only while its session has a stream open.
const cache = globalThis as unknown as { liveStreams?: Map<string, Set<() => void>> };
const openStreams = (cache.liveStreams ??= new Map());

/** Counts a stream of `sid` in, ending the session's oldest past the cap; the answer counts it out. */
function admitStream(sid: string, supersede: () => void): () => void {
  const streams = openStreams.get(sid) ?? new Set<() => void>();
  openStreams.set(sid, streams);
  streams.add(supersede);
  for (const oldest of streams) {
    if (streams.size <= STREAMS_PER_SESSION) break;
    streams.delete(oldest);
    oldest();
  }
  return () => {
    streams.delete(supersede);
    if (streams.size === 0 && openStreams.get(sid) === streams) openStreams.delete(sid);
  };
}

async function stillAdmin(token: string | undefined): Promise<boolean> {
  // Past the session cache: a change is sent only to an admin who is one now.
  const session = await sessionFromToken(token, Date.now(), { touch: false, fresh: true });
  return session !== null && session.stage === "complete" && isPanelAdmin(session.user);
}

/**
 * `from`: what the browser has seen, so that the changes it missed are sent first: on
 * reconnecting, the last event id EventSource sends; on opening, when its page was rendered.
 */
export function liveChangeStream(
  { token, sid }: { token: string | undefined; sid: string },
  from: { lastEventId: string | null; since?: Date },
  aborted: AbortSignal,
): Response {
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let checkedAt = Date.now();
      let sending = Promise.resolve();
      let closed = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        cleanup();
        controller.close();
      };
      const deliver = async ({ id, change }: NumberedChange) => {
        if (Date.now() - checkedAt >= SESSION_RECHECK_MS) {
          if (!(await stillAdmin(token))) return close();
          checkedAt = Date.now();
        }
        send(change ? `id: ${id}\ndata: ${JSON.stringify(withStale(change))}\n\n` : `id: ${id}\n\n`);
      };
      // One at a time, in order: a change waits for the session check of the one before.
      const unsubscribe = liveHub.subscribe((change) => {
        sending = sending.then(() => deliver(change)).catch(close);
      }, from);
      const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS);
      const lifetime = setTimeout(close, STREAM_LIFETIME_MS);
      const release = admitStream(sid, () => {
        send(`event: ${SUPERSEDED_EVENT}\ndata: ${SUPERSEDED_EVENT}\n\n`);
        close();
      });
      cleanup = () => {
        if (closed) return;
        closed = true;
        release();
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        aborted.removeEventListener("abort", cleanup);
      };
      aborted.addEventListener("abort", cleanup);
      // A reconnecting browser waits a second, not EventSource's default three.
      send("retry: 1000\n\n");
    },
    cancel: () => cleanup(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: a compressing layer (Next's own included) must not hold events back to fill a block.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
