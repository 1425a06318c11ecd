// A session's live-changes streams, counted across every server process (docs/decisions/live-lists.md): each
// stream is a row of `live_streams` while it is open, admitted by one statement that ends the session's oldest
// past the cap. A stream of this process ends at once; one of another process is told through the live-changes
// channel, which every process's hub already listens to. Where that channel cannot carry it (a pooler in
// transaction mode drops LISTEN), a stream finds its row gone at its next heartbeat. No connection is held
// while a stream is open: a statement as it opens, one as it ends, one a heartbeat.
import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { liveHub } from "@/lib/live/hub";
import { logger } from "@/lib/log/logger";

/** Open streams one session may hold, on all processes together (an admin's tabs, with room to spare); the next one ends the oldest. */
export const STREAMS_PER_SESSION = 10;
/** A stream ends after this long and the browser opens a new one, authorised afresh (EventSource does so by itself). */
export const STREAM_LIFETIME_MS = 55_000;
/** A row older than this belongs to a stream that has ended (its process died before deleting it): swept. */
const ROW_LIFETIME_SECONDS = STREAM_LIFETIME_MS / 1000 + 10;

export class LiveStreamRegistry {
  /** This process's streams, by id: how each is ended when a newer one of its session takes its place. */
  private readonly local = new Map<string, () => void>();

  constructor() {
    liveHub.onSuperseded((ids) => this.end(ids));
  }

  /** Counts a stream of session `sid` in, ending the session's oldest past the cap (`supersede` ends this one); answers its id. */
  async admit(sid: string, supersede: () => void): Promise<string> {
    const id = crypto.randomUUID();
    this.local.set(id, supersede);
    try {
      const [admitted] = await db.$queryRaw<{ ended: string[] }[]>`
        SELECT "admit_live_stream"(${id}, ${sid}, ${STREAMS_PER_SESSION}::int, ${ROW_LIFETIME_SECONDS}::int) AS "ended"`;
      this.end(admitted?.ended ?? []);
      return id;
    } catch (error) {
      this.local.delete(id);
      throw error;
    }
  }

  /** Whether the stream still counts: false once a newer one of its session took its place on any process. */
  async stillAdmitted(id: string): Promise<boolean> {
    if (!this.local.has(id)) return false;
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "live_streams" WHERE "id" = ${id}`;
    return rows.length > 0;
  }

  /** The stream ended: it no longer counts. */
  release(id: string) {
    // A superseded stream's row is already gone.
    if (!this.local.delete(id)) return;
    db.$executeRaw`DELETE FROM "live_streams" WHERE "id" = ${id}`.catch((error: unknown) =>
      // Swept once it is older than a stream can be.
      logger.warn({ err: error }, "Live changes: an ended stream's row was not deleted"),
    );
  }

  /** Streams that newer ones of their session replaced: those of this process end now. */
  private end(ids: readonly string[]) {
    for (const id of ids) {
      const supersede = this.local.get(id);
      this.local.delete(id);
      supersede?.();
    }
  }
}

// One per process, kept across dev hot reloads as the hub is.
const cache = globalThis as unknown as { liveStreams?: LiveStreamRegistry };
export const liveStreams: LiveStreamRegistry = (cache.liveStreams ??= new LiveStreamRegistry());
