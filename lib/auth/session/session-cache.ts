// Session reads kept per process for at most a second (docs/decisions/sessions.md): every signed-in
// request reads its session, its user and their factors first, and under load that
// round trip was a third of a session check's time. The rules that end a session
// still hold at once, on every instance:
// - the cache serves only while this process hears PostgreSQL's notifications of any
//   change to what it holds (channel panel_sessions, statement-level triggers on
//   sessions, users, totp_factors and passkeys), and each one empties it; a
//   notification heard while a read was under way keeps that read out of it;
// - a request this process serves that may change anything with a session (any method
//   but GET, HEAD and OPTIONS, carrying one of the panel's session cookies:
//   lib/auth/session/session-changes.ts) empties the cache when it begins and when it ends,
//   and a read that overlapped either is not kept, so its own next request never waits
//   for the notification;
// - a lost LISTEN connection empties it and turns it off until listening again (tried
//   again from 2 s up to a minute apart);
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
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

type Entry<T> = { value: T; readAt: number };

export class SessionCache<T> {
  private readonly entries = new BoundedMap<string, Entry<T>>(MAX_SESSIONS);
  private listening: Listening | null = null;
  private stopped = true;
  // Which call to listen() is current: an older one that finishes late gives its connection up.
  private attempt = 0;
  private retryDelay = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | undefined;
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
    if (!this.listening) return load();
    const cached = this.entries.get(sid);
    if (cached && now - cached.readAt < SESSION_CACHE_TTL_MS) return cached.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.listening && keep(value)) this.entries.set(sid, { value, readAt: now });
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

  /**
   * A request made with session `sid` that may change sessions, users or factors begins here; call what it answers
   * when it ends. Both forget that session's read, and a read (of any session) that overlapped either is not kept,
   * so the request's own next one never waits for the notification. Other sessions' reads stay: what the change did
   * to them arrives as a notification, within the second a read is kept anyway; emptying them all would let anyone
   * holding any decodable cookie keep every process's cache empty with a stream of POSTs.
   */
  changing(sid: string): () => void {
    const settle = () => {
      this.generation += 1;
      this.entries.delete(sid);
    };
    settle();
    return settle;
  }

  /**
   * Starts serving once notifications are heard. Where they cannot be (the embedded database) or
   * the database is away, it tries again later, from 2 s up to a minute apart, and reads every
   * session from the database meanwhile.
   */
  async listen(): Promise<boolean> {
    this.stopped = false;
    clearTimeout(this.retry);
    const attempt = ++this.attempt;
    let listening: Listening | null = null;
    try {
      listening = await listen(
        SESSION_CHANNEL,
        () => this.forgetAll(),
        () => this.lost(),
      );
    } catch (error) {
      logger.warn({ err: error }, "Session cache: LISTEN failed, every session is read from the database");
    }
    if (this.stopped || attempt !== this.attempt) {
      listening?.stop();
      return false;
    }
    this.listening = listening;
    if (listening) this.retryDelay = FIRST_RETRY_MS;
    else this.listenLater();
    return listening !== null;
  }

  stop() {
    this.stopped = true;
    this.attempt += 1;
    clearTimeout(this.retry);
    this.listening?.stop();
    this.listening = null;
    this.forgetAll();
  }

  private lost() {
    this.listening = null;
    this.forgetAll();
    this.listenLater();
  }

  private listenLater() {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.listen(), this.retryDelay).unref();
    this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_MS);
  }
}
