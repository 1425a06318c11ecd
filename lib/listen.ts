// A connection that LISTENs to one PostgreSQL channel, for the processes that act on
// notifications (live lists, the session cache). It counts as listening only once its
// own probe has come back: where notifications do not cross connections (the embedded
// database serves each connection apart; a pooler in transaction mode drops LISTEN),
// the caller hears null and does without.
// Server code without `import "server-only"`: the sign-in page (pages/login.tsx, Pages Router)
// reads the session, which listens through this, and Next refuses the marker in a page there.
import crypto from "node:crypto";
import pg from "pg";
import { CONNECTION_WAIT_MS, db } from "@/lib/db";
import { logger } from "@/lib/log/logger";

const PROBE_WAIT_MS = 2_000;

export type Listening = { stop: () => void };

/**
 * Hands `onPayload` every notification on `channel` but the probe; `onBroken` is called
 * once if the connection fails later (it is closed by then).
 */
export async function listen(
  channel: string,
  onPayload: (payload: string) => void,
  onBroken: () => void,
): Promise<Listening | null> {
  // A silent database host fails the attempt (the caller tries again later) rather than hold it open.
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
  });
  const probe = `probe:${crypto.randomUUID()}`;
  let stopped = false;
  let probed!: () => void;
  const probeArrived = new Promise<void>((resolve) => (probed = resolve));
  client.on("notification", ({ payload = "" }) => (payload === probe ? probed() : onPayload(payload)));
  const stop = () => {
    stopped = true;
    void client.end().catch(() => undefined);
  };
  client.on("error", (error) => {
    if (stopped) return;
    logger.warn({ err: error, channel }, "A LISTEN connection broke");
    stop();
    onBroken();
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    await db.$executeRaw`SELECT pg_notify(${channel}, ${probe})`;
    const arrived = await Promise.race([
      probeArrived.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_WAIT_MS))),
    ]);
    if (arrived) return { stop };
    stop();
    return null;
  } catch (error) {
    // Closed, so that its later errors call no `onBroken` for a connection nobody was given.
    stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
