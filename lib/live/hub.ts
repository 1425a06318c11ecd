// One per server process: the admins' open change streams share one
// connection that LISTENs to the audit log's notifications (issue 21, live
// lists). Where notifications cannot arrive (the embedded database serves
// each connection apart; a pooler in transaction mode drops LISTEN), the
// hub reads the audit log once a second instead, for every stream at once.
import crypto from "node:crypto";
import pg from "pg";
import { db } from "@/lib/db";
import { EVERYTHING, LIVE_CHANNEL, liveChangeSchema, type LiveChange } from "@/lib/live/schema";
import { auditChangesSince } from "@/lib/live/service";
import { logger } from "@/lib/log/logger";

type Listener = (change: LiveChange) => void;

const PROBE_WAIT_MS = 2_000;
const POLL_INTERVAL_MS = 1_000;
const RECONNECT_DELAY_MS = 1_000;

type Source = { stop: () => void };

class LiveHub {
  private readonly listeners = new Set<Listener>();
  private source: Promise<Source> | null = null;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.source ??= this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0 || !this.source) return;
      const closing = this.source;
      this.source = null;
      void closing.then((source) => source.stop());
    };
  }

  private emit = (change: LiveChange) => {
    for (const listener of this.listeners) listener(change);
  };

  private async open(): Promise<Source> {
    try {
      const listening = await listen(this.emit, () => this.reopen());
      if (listening) return listening;
    } catch (error) {
      logger.warn({ err: error }, "Live changes: LISTEN failed, reading the audit log instead");
    }
    return pollAuditLog(this.emit);
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

/** A LISTEN connection that has seen its own probe arrive, or null when notifications do not come through. */
async function listen(emit: Listener, onBroken: () => void): Promise<Source | null> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const probe = `probe:${crypto.randomUUID()}`;
  let stopped = false;
  let probed!: () => void;
  const probeArrived = new Promise<void>((resolve) => (probed = resolve));
  client.on("notification", ({ payload }) => {
    if (payload === probe) return probed();
    const change = liveChangeSchema.safeParse(safeJson(payload));
    if (change.success) emit(change.data);
  });
  const stop = () => {
    stopped = true;
    void client.end().catch(() => undefined);
  };
  client.on("error", (error) => {
    if (stopped) return;
    logger.warn({ err: error }, "Live changes: the LISTEN connection broke");
    stop();
    onBroken();
  });
  await client.connect();
  await client.query(`LISTEN ${LIVE_CHANNEL}`);
  await db.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${probe})`;
  let timer: NodeJS.Timeout | undefined;
  const arrived = await Promise.race([
    probeArrived.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (arrived) return { stop };
  stop();
  return null;
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return null;
  }
}

/** Every second, the audit entries not seen yet, each said once. */
function pollAuditLog(emit: Listener): Source {
  let since = new Date();
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
