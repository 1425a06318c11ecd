// Session reads kept per process for at most a second (issue 22): every signed-in
// request reads its session, its user and their factors first, and under load that
// round trip was a third of a session check's time. The rules that end a session
// still hold at once, on every instance:
// - the cache serves only while this process hears PostgreSQL's notifications of any
//   change to what it holds (channel panel_sessions, statement-level triggers on
//   sessions, users, totp_factors and passkeys), and each one empties it; a
//   notification heard while a read was under way keeps that read out of it;
// - while this process serves a request that may change anything (any method but
//   GET, HEAD and OPTIONS: server.ts says so), every read goes to the database, and
//   the cache is emptied when that request ends, so its own next request never waits
//   for the notification;
// - a lost LISTEN connection empties it and turns it off until listening again;
// - what a browser does right after changing its own session may reach another worker
//   before the notification does, so only a complete session is kept (not one owing its
//   second factor or enrolment), and a change or a step-up action reads the session
//   afresh (lib/api/route.ts): a second factor just given, or a re-authentication, counts
//   at once wherever the next request lands.
// Only `npm start` (server.ts) listens: `next start`, `next dev` and the tests read
// every session from the database, as before.
import { BoundedMap } from "@/lib/bounded-map";
import { listen, type Listening } from "@/lib/listen";
import { logger } from "@/lib/log/logger";

export const SESSION_CHANNEL = "panel_sessions";
export const SESSION_CACHE_TTL_MS = 1_000;
const MAX_SESSIONS = 10_000;
const RELISTEN_DELAY_MS = 1_000;

type Entry<T> = { value: T; readAt: number };

export class SessionCache<T> {
  private readonly entries = new BoundedMap<string, Entry<T>>(MAX_SESSIONS);
  private listening: Listening | null = null;
  private stopped = false;
  private writes = 0;
  // Bumped by everything that empties the cache: a read that began before it is not kept.
  private generation = 0;

  /**
   * What `load` reads for `sid`: from the cache when it may serve and holds a read under a
   * second old. A read is kept only if `keep` says so.
   */
  async read(
    sid: string,
    load: () => Promise<T>,
    now = Date.now(),
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (!this.serving()) return load();
    const cached = this.entries.get(sid);
    if (cached && now - cached.readAt < SESSION_CACHE_TTL_MS) return cached.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.serving() && keep(value)) this.entries.set(sid, { value, readAt: now });
    return value;
  }

  /** One session's read is out of date (this process changed it). */
  forget(sid: string) {
    this.entries.delete(sid);
  }

  forgetAll() {
    this.generation += 1;
    this.entries.clear();
  }

  /** A request that may change sessions, users or factors begins here; call what it answers when it ends. */
  changing(): () => void {
    this.writes += 1;
    this.forgetAll();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.writes -= 1;
      this.forgetAll();
    };
  }

  /** Starts serving once notifications are heard; where they cannot be, it never serves. */
  async listen(): Promise<boolean> {
    this.stopped = false;
    try {
      this.listening = await listen(
        SESSION_CHANNEL,
        () => this.forgetAll(),
        () => this.lost(),
      );
    } catch (error) {
      logger.warn({ err: error }, "Session cache: LISTEN failed, every session is read from the database");
    }
    if (this.stopped) this.stop();
    return this.listening !== null;
  }

  stop() {
    this.stopped = true;
    this.listening?.stop();
    this.listening = null;
    this.forgetAll();
  }

  private serving(): boolean {
    return this.listening !== null && this.writes === 0;
  }

  private lost() {
    this.listening = null;
    this.forgetAll();
    setTimeout(() => void (this.stopped ? undefined : this.listen()), RELISTEN_DELAY_MS).unref();
  }
}
