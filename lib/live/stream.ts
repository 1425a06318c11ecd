// The admin's end of live lists under `npm start`: the hub's changes as
// Server-Sent Events. Each is sent only while the session that opened the
// stream still gives admin access, checked again before a change goes out
// (at most once a second), so a ban, demotion or sign-out ends the flow, and
// only if that admin, as that check last found them, may hear of it
// (lib/live/seen-by.ts: a record type they may read, emails masked). A
// session holds at most STREAMS_PER_SESSION of them on all processes together
// (lib/live/stream-registry.ts): each costs a server a connection and a
// listener, so one admin (or a stolen cookie) cannot open them without end.
import { isPanelAdmin, sessionFromToken, type SessionUser } from "@/lib/auth/session/session";
import { liveHub, type NumberedChange } from "@/lib/live/hub";
import { withStale } from "@/lib/live/keys";
import { changeSeenBy } from "@/lib/live/seen-by";
import { STREAM_LIFETIME_MS, liveStreams } from "@/lib/live/stream-registry";
import { SUPERSEDED_EVENT } from "@/lib/live/stream-events";

const HEARTBEAT_MS = 15_000;
const SESSION_RECHECK_MS = 1_000;
const encoder = new TextEncoder();

/** The session's admin as they are now (their role's permissions included), or null when they are no longer one. */
async function adminNow(token: string | undefined): Promise<SessionUser | null> {
  // Past the session cache: a change is sent only to an admin who is one now.
  const session = await sessionFromToken(token, Date.now(), { touch: false, fresh: true });
  return session !== null && session.stage === "complete" && isPanelAdmin(session.user) ? session.user : null;
}

/**
 * `admin`: the session's admin as the stream opens, re-read with the session's checks.
 * `from`: what the browser has seen, so that the changes it missed are sent first: on
 * reconnecting, the last event id EventSource sends; on opening, when its page was rendered.
 */
export async function liveChangeStream(
  { token, sid, admin }: { token: string | undefined; sid: string; admin: SessionUser },
  from: { lastEventId: string | null; since?: Date },
  aborted: AbortSignal,
): Promise<Response> {
  let cleanup = () => {};
  // Counted before the answer starts; replaced meanwhile (many newer ones at once), it ends as it starts.
  let supersede = () => void (superseded = true);
  let superseded = false;
  const streamId = await liveStreams.admit(sid, () => supersede());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let checkedAt = Date.now();
      let viewer = admin;
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
          const now = await adminNow(token);
          if (!now) return close();
          [viewer, checkedAt] = [now, Date.now()];
        }
        if (!change) return send(`id: ${id}\n\n`);
        // Not theirs to hear of: not even its id goes out, which would say that something changed.
        const seen = changeSeenBy(viewer, change);
        if (seen) send(`id: ${id}\ndata: ${JSON.stringify(withStale(seen))}\n\n`);
      };
      // One at a time, in order: a change waits for the session check of the one before.
      const unsubscribe = liveHub.subscribe((change) => {
        sending = sending.then(() => deliver(change)).catch(close);
      }, from);
      supersede = () => {
        send(`event: ${SUPERSEDED_EVENT}\ndata: ${SUPERSEDED_EVENT}\n\n`);
        close();
      };
      // Where no notification reached this process, the stream's row tells whether another took its place.
      const stillCounted = () =>
        liveStreams.stillAdmitted(streamId).then(
          (counted) => counted || closed || supersede(),
          () => undefined,
        );
      const heartbeat = setInterval(() => {
        send(": still here\n\n");
        void stillCounted();
      }, HEARTBEAT_MS);
      const lifetime = setTimeout(close, STREAM_LIFETIME_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        liveStreams.release(streamId);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        aborted.removeEventListener("abort", cleanup);
      };
      aborted.addEventListener("abort", cleanup);
      if (aborted.aborted) cleanup();
      // A reconnecting browser waits a second, not EventSource's default three.
      send("retry: 1000\n\n");
      if (superseded) supersede();
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
