// One per server process: the admins' open change streams share one
// connection that LISTENs to the audit log's notifications (live lists,
// docs/decisions/live-lists.md). Where notifications cannot arrive (the embedded database serves
// each connection apart; a pooler in transaction mode drops LISTEN), the
// hub reads the audit log once a second instead, for every stream at once.
import crypto from "node:crypto";
import { listen, type Listening } from "@/lib/listen";
import { EVERYTHING, LIVE_CHANNEL, liveChangeSchema, supersededSchema, type LiveChange } from "@/lib/live/schema";
import { auditChangesSince, changesToCatchUp } from "@/lib/live/service";
import { logger } from "@/lib/log/logger";

/**
 * A change as a stream sends it: `id` lets a browser that reconnects ask for what it missed.
 * `change` null: a mark, the id alone (the last change heard when the stream opened).
 */
export type NumberedChange = { id: string; change: LiveChange | null };
type Listener = (change: NumberedChange) => void;

const POLL_INTERVAL_MS = 1_000;
const RECONNECT_DELAY_MS = 1_000;
// Streams end every minute and their browsers come back a second later: the source stays open
// meanwhile, and the changes of the last minute are kept for them to catch up on.
const IDLE_CLOSE_MS = 30_000;
const KEPT_MS = 60_000;
const KEPT_CHANGES = 1_000;

type Kept = { seq: number; at: number; change: LiveChange };

class LiveHub {
  private readonly listeners = new Set<Listener>();
  /** Told the ids of streams that newer ones of their session replaced, on any process (lib/live/stream-registry.ts). */
  private readonly supersededListeners = new Set<(ids: string[]) => void>();
  private source: Promise<Listening> | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  // Event ids name this process, the last change heard and when: a browser coming back to another
  // instance (another worker, after a deploy) catches up from that time in the audit log instead.
  private readonly instance = crypto.randomUUID().slice(0, 8);
  private seq = 0;
  private kept: Kept[] = [];

  /**
   * Hands `listener` every change from now on, and first what the browser missed: after
   * `lastEventId` (the last it saw, on reconnecting) the kept changes, or the audit log's since
   * it was heard when they are not kept here; after `since` (when its page was rendered) the
   * audit log's; "refetch everything" when neither can be had. Then
   * a mark (`change` null) names the last change heard, so that a browser always has an id
   * to resume from, and only once it has what came before: live changes wait for the catch-up.
   */
  subscribe(listener: Listener, from: { lastEventId?: string | null; since?: Date } = {}): () => void {
    clearTimeout(this.idleTimer);
    const missed = from.lastEventId ? this.missedAfter(from.lastEventId) : from.since;
    if (Array.isArray(missed)) missed.forEach(listener);
    const since = missed instanceof Date ? missed : undefined;
    let held: NumberedChange[] | null = since ? [] : null;
    const relay: Listener = (change) => (held ? held.push(change) : listener(change));
    this.listeners.add(relay);
    const source = (this.source ??= this.open());
    const markHeard = () => listener({ id: this.lastId(), change: null });
    if (held && since)
      void this.catchUp(since).then((caughtUp) => {
        if (!this.listeners.has(relay)) return;
        const waiting = [...caughtUp, ...(held ?? [])];
        held = null;
        waiting.forEach(listener);
        markHeard();
      });
    // The mark waits for the source to hear: from the mark on, no change can pass unheard.
    else void source.then(() => this.listeners.has(relay) && markHeard());
    return () => {
      this.listeners.delete(relay);
      if (this.listeners.size === 0) this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS).unref();
    };
  }

  /** Hands `listener` the ids of every stream superseded on any process, as long as this process's source listens. */
  onSuperseded(listener: (ids: string[]) => void): () => void {
    this.supersededListeners.add(listener);
    return () => this.supersededListeners.delete(listener);
  }

  /** The server is stopping: the source closes now, whoever still listens. */
  async shutdown(): Promise<void> {
    clearTimeout(this.idleTimer);
    const closing = this.source;
    this.source = null;
    (await closing)?.stop();
  }

  private lastId(): string {
    return this.idOf(this.seq);
  }

  /**
   * The audit log's changes since `since`, read once the source hears (so nothing
   * falls between the read and the notifications); repeats are harmless refetches.
   */
  private async catchUp(since: Date): Promise<NumberedChange[]> {
    const entries = await this.source?.then(() => changesToCatchUp(since)).catch(() => null);
    const id = this.lastId();
    if (!entries) return [{ id, change: EVERYTHING }];
    return entries.map(({ change }) => ({ id, change }));
  }

  /** The kept changes after `lastEventId`; else when it was heard, to catch up from; else "refetch everything". */
  private missedAfter(lastEventId: string): NumberedChange[] | Date {
    const [instance, seq, heardAt] = lastEventId.split(":");
    const last = Number(seq);
    const oldest = this.kept[0]?.seq ?? this.seq + 1;
    const resumable = instance === this.instance && Number.isInteger(last) && last <= this.seq && last + 1 >= oldest;
    if (resumable)
      return this.kept
        .filter((kept) => kept.seq > last)
        .map((kept) => ({ id: this.idOf(kept.seq, kept.at), change: kept.change }));
    const heard = Number(heardAt);
    if (Number.isSafeInteger(heard) && heard > 0) return new Date(heard);
    return [{ id: this.lastId(), change: EVERYTHING }];
  }

  private idOf(seq: number, heardAt = Date.now()) {
    return `${this.instance}:${seq}:${heardAt}`;
  }

  private close() {
    if (this.listeners.size > 0 || !this.source) return;
    const closing = this.source;
    this.source = null;
    // Nothing is heard until the next stream opens the source again: no browser can resume across that gap.
    this.kept = [];
    this.seq += 1;
    void closing.then((source) => source.stop());
  }

  private emit = (change: LiveChange) => {
    const at = Date.now();
    this.seq += 1;
    this.kept.push({ seq: this.seq, at, change });
    const stale = this.kept.findIndex((kept) => at - kept.at <= KEPT_MS);
    this.kept = this.kept.slice(Math.max(stale === -1 ? this.kept.length : stale, this.kept.length - KEPT_CHANGES));
    const numbered = { id: this.idOf(this.seq, at), change };
    for (const listener of this.listeners) listener(numbered);
  };

  private hear(payload: string) {
    const message = safeJson(payload);
    const superseded = supersededSchema.safeParse(message);
    if (superseded.success) for (const listener of this.supersededListeners) listener(superseded.data.superseded);
    const change = liveChangeSchema.safeParse(message);
    if (change.success) this.emit(change.data);
  }

  private async open(): Promise<Listening> {
    const openedAt = new Date();
    try {
      const listening = await listen(
        LIVE_CHANNEL,
        (payload) => this.hear(payload),
        () => this.reopen(),
      );
      if (listening) return listening;
    } catch (error) {
      logger.warn({ err: error }, "Live changes: LISTEN failed, reading the audit log instead");
    }
    return pollAuditLog(this.emit, openedAt);
  }

  /** The LISTEN connection broke: open a new source, and tell every stream to refetch what it may have missed. */
  private reopen() {
    if (!this.source) return;
    const broken = this.source;
    this.source = new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS)).then(() => {
      void broken.then((source) => source.stop());
      this.emit(EVERYTHING);
      return this.open();
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every second, the audit entries since `from` not seen yet, each said once. */
function pollAuditLog(emit: (change: LiveChange) => void, from: Date): Listening {
  let since = from;
  let seen = new Set<string>();
  let reading = false;
  const timer = setInterval(async () => {
    if (reading) return;
    reading = true;
    try {
      const readAt = new Date();
      const entries = await auditChangesSince(since);
      if (!entries) {
        emit(EVERYTHING);
        [since, seen] = [readAt, new Set()];
        return;
      }
      const fresh = entries.filter((entry) => !seen.has(entry.entryId));
      // Only the window's entries can come again: the set forgets the rest.
      seen = new Set(entries.map((entry) => entry.entryId));
      for (const entry of fresh) emit(entry.change);
      since = entries.at(-1)?.at ?? since;
    } catch (error) {
      logger.warn({ err: error }, "Live changes: reading the audit log failed");
    } finally {
      reading = false;
    }
  }, POLL_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

// One hub per process, kept across dev hot reloads as the database client is.
const cache = globalThis as unknown as { liveHub?: LiveHub };
export const liveHub: LiveHub = (cache.liveHub ??= new LiveHub());
