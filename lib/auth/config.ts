// Sign-in settings read from the environment (documented in docs/configuration.md).
import { servedOverHttps } from "@/lib/http/security-headers";

/**
 * The session cookie's name: `__Host-` prefixed when the panel is served over
 * https, so the browser accepts it only Secure, for "/", and from this host
 * itself (no sibling subdomain can plant or shadow it).
 */
export function sessionCookieName(): string {
  return hostCookieName("admin-panel.session");
}

/** The cookie that binds a passwordless sign-in's challenge to the browser that asked for it. */
export function passkeyChallengeCookieName(): string {
  return hostCookieName("admin-panel.passkey-challenge");
}

const hostCookieName = (name: string) => (servedOverHttps() ? `__Host-${name}` : name);

// A mistyped duration ("30m") must stop the server, not silently switch the timeout off.
function secondsSetting(name: string, fallback: number, { zeroAllowed = false } = {}): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < (zeroAllowed ? 0 : 1)) {
    throw new Error(
      `${name} must be a whole number of seconds ${zeroAllowed ? "(0 or more)" : "above 0"}, not "${value}"`,
    );
  }
  return seconds;
}

export const SESSION_MAX_AGE_SECONDS = secondsSetting("SESSION_MAX_AGE_SECONDS", 60 * 60 * 24 * 7);
/** A session unused for this long ends, whatever its absolute lifetime says. */
export const SESSION_IDLE_TIMEOUT_SECONDS = secondsSetting("SESSION_IDLE_TIMEOUT_SECONDS", 30 * 60);
/** Dangerous actions need a confirmation of who the admin is within this many seconds (signing in counts); 0 turns step-up off. */
export const STEP_UP_SECONDS = secondsSetting("STEP_UP_SECONDS", 5 * 60, { zeroAllowed: true });

/**
 * The fewest bytes a secret may have: the session cookie's key, the authenticator secrets' key and the storage
 * URLs' signatures are derived from it, and a short one (a word, a phrase) can be guessed offline from any
 * cookie. `openssl rand -base64 32` gives 44 characters.
 */
export const MIN_SECRET_BYTES = 32;

/**
 * The secret that encrypts session cookies. Production has no fallback: a
 * made-up secret differs per instance and per restart (signing everyone out),
 * and a file beside the code is not there on a read-only or shared host.
 * `next dev` and test runs are given one by scripts/with-database.ts. A secret
 * too short is refused everywhere, as a missing one is in production: the
 * server stops at start (instrumentation-node.ts).
 */
export function authSecret(): string | undefined {
  const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (!secret && process.env.NODE_ENV === "production") {
    throw new Error(
      "NEXTAUTH_SECRET (or AUTH_SECRET) must be set in production: it encrypts the session cookies. Generate one with `openssl rand -base64 32`.",
    );
  }
  const bytes = secret ? new TextEncoder().encode(secret).length : 0;
  if (secret && bytes < MIN_SECRET_BYTES) {
    throw new Error(
      `NEXTAUTH_SECRET (or AUTH_SECRET) must be at least ${MIN_SECRET_BYTES} bytes long, not ${bytes}: it encrypts the session cookies, and a short one can be guessed. Generate one with \`openssl rand -base64 32\`.`,
    );
  }
  return secret;
}

/**
 * The session cookie's attributes, for next-auth (OIDC) and the password sign-in route alike.
 * Secure whenever the panel is served over https (always, in a real deployment).
 */
export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: servedOverHttps() } as const;
}

/** Email + password: on by default outside production, opt-in (AUTH_PASSWORD_ENABLED=true) in production. */
export function passwordSignInEnabled(): boolean {
  const setting = process.env.AUTH_PASSWORD_ENABLED;
  if (setting !== undefined) return setting === "true";
  return process.env.NODE_ENV !== "production";
}

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; name: string };

export function oidcSettings(): OidcSettings | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME } = process.env;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    issuer: OIDC_ISSUER.replace(/\/$/, ""),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    name: OIDC_NAME ?? "Single sign-on",
  };
}
