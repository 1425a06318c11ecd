// A token's secret: `apt_` and 32 random bytes (base64url). The prefix lets secret scanners
// (GitHub's, gitleaks) match a leaked one; only its SHA-256 is kept, so a copy of the
// database uses no token. The hash is the lookup key: an index finds it, and nothing
// compares a secret byte by byte where timing could tell how much of a guess was right.
import crypto from "node:crypto";

export const TOKEN_PREFIX = "apt_";
const SECRET_BYTES = 32;
// The prefix and four characters: enough to tell tokens apart in a list, far from enough to guess the rest.
const DISPLAY_LENGTH = TOKEN_PREFIX.length + 4;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export function newTokenSecret(): { token: string; tokenHash: string; prefix: string } {
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString("base64url")}`;
  return { token, tokenHash: hashToken(token), prefix: token.slice(0, DISPLAY_LENGTH) };
}

/** What a refused bearer is told (RFC 6750's WWW-Authenticate). */

export const TOKEN_CHALLENGE = 'Bearer realm="admin-api"';

/**
 * The token an `Authorization: Bearer …` header carries; undefined when the request names none. Another scheme is
 * no token attempt: a proxy in front of the panel may send its own `Basic` credentials, and the cookie decides.
 */
export function bearerTokenOf(headers: Headers): string | undefined {
  const [scheme, value] = (headers.get("authorization") ?? "").trim().split(/\s+/, 2);
  return scheme?.toLowerCase() === "bearer" ? (value ?? "") : undefined;
}
