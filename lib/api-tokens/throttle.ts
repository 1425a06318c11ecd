// Per-token throttle: a fixed one-minute window counted in this process's memory, not in
// PostgreSQL as the sign-in throttle is (docs/decisions/api-tokens.md). A token's holder has
// already proved who they are, so this guards the panel's capacity from a runaway script, not
// a secret from a guesser; a counter row would add a write to every call, which a token's
// throughput (no slower than a session's, `npm run bench -- floor`) cannot afford. Each
// instance counts alone: with N instances a token may make up to N times the limit.
import { BoundedMap } from "@/lib/bounded-map";

const DEFAULT_PER_MINUTE = 600;

/** The setting, when it is a number above 0 (the bench lifts it); else the default. */
function perMinuteSetting(value = process.env.API_TOKEN_REQUESTS_PER_MINUTE): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_PER_MINUTE;
}

export const TOKEN_REQUESTS_PER_MINUTE = perMinuteSetting();
const WINDOW_MS = 60_000;
// One entry per token seen in the last minute; a token evicted early only starts a new window.
const MAX_TOKENS = 10_000;

type Window = { startedAt: number; count: number };

export class TokenThrottle {
  private readonly windows = new BoundedMap<string, Window>(MAX_TOKENS);

  constructor(private readonly limit = TOKEN_REQUESTS_PER_MINUTE) {}

  /** Counts one call of `key` (a token, or an address's misses): null when allowed, else the seconds to wait. */
  take(key: string, now = Date.now()): number | null {
    const wait = this.waitFor(key, now);
    if (wait !== null) return wait;
    const current = this.windows.get(key);
    const window = current && now - current.startedAt < WINDOW_MS ? current : { startedAt: now, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    return null;
  }

  /** The seconds until `key` may call again when its window is full, without counting a call; else null. */
  waitFor(key: string, now = Date.now()): number | null {
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS || window.count < this.limit) return null;
    return Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
  }

  reset() {
    this.windows.clear();
  }
}
