// A call made with `Authorization: Bearer apt_…` (docs/decisions/api-tokens.md): the token acts as
// its creator (never as a superadmin), with the permissions it holds. Everything that ends it (expiry,
// revocation, the creator banned, deleted or demoted, a permission it holds lost) is checked on each
// use; a token its creator no longer covers is revoked when seen, so a later re-grant cannot revive it. Under `npm start` a read is kept for at most a second, emptied by the same
// notifications that empty the session cache (a token's revocation notifies them too), so each
// rule holds within a second on every instance, at no round trip for most calls.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { TOKEN_ERROR_CODES, TOKEN_ERRORS, TOKEN_INVALID } from "@/lib/api-tokens/messages";
import { hashToken, TOKEN_PREFIX } from "@/lib/api-tokens/secret";
import { TokenThrottle } from "@/lib/api-tokens/throttle";
import { isPanelAdmin, type PanelSession, type SessionUser } from "@/lib/auth/session/session";
import { SessionCache } from "@/lib/auth/session/session-cache";
import { BoundedMap } from "@/lib/bounded-map";
import { db, queryPrepared } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { clientIp } from "@/lib/http/client-ip";
import { resolveRole, type RoleColumns } from "@/lib/permissions/resolve";

/** What a token call's user carries beyond its creator's SessionUser: the audit log names the token. */
export type TokenUser = SessionUser & { token: { id: string; name: string } };

type CreatorColumns = Omit<SessionUser, "permissions" | "roleName">;
type TokenColumns = {
  tokenId: string;
  tokenName: string;
  tokenPermissions: string[];
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};
type TokenRead = (TokenColumns & { creator: CreatorColumns; role: RoleColumns }) | null;

/** The token, its creator and the creator's role, in one indexed round trip. */
async function readToken(tokenHash: string): Promise<TokenRead> {
  const [row] = await queryPrepared<TokenColumns & CreatorColumns & RoleColumns>(Prisma.sql`
    SELECT t.id AS "tokenId", t.name AS "tokenName", t.permissions AS "tokenPermissions", t.expires_at AS "expiresAt",
           t.revoked_at AS "revokedAt", t.last_used_at AS "lastUsedAt",
           u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.handle,
           u.profile_image_url AS "profileImageUrl", u.is_admin AS "isAdmin", u.is_superadmin AS "isSuperadmin",
           u.is_banned AS "isBanned", r.key AS "roleKey", r.name AS "roleName", r.permissions AS "rolePermissions"
    FROM api_tokens t JOIN users u ON u.id = t.creator_id LEFT JOIN roles r ON r.id = u.role_id
    WHERE t.token_hash = ${tokenHash}`);
  if (!row) return null;
  const {
    tokenId,
    tokenName,
    tokenPermissions,
    expiresAt,
    revokedAt,
    lastUsedAt,
    roleKey,
    roleName,
    rolePermissions,
    ...creator
  } = row;
  // Shared between requests while cached: nobody may change it.
  return Object.freeze({
    tokenId,
    tokenName,
    tokenPermissions,
    expiresAt,
    revokedAt,
    lastUsedAt,
    creator: Object.freeze(creator),
    role: { roleKey, roleName, rolePermissions },
  });
}

// One per process, on globalThis like the session cache: server.ts starts it listening, the routes read through it.
const processCache = globalThis as unknown as { apiTokenCache?: SessionCache<TokenRead> };
export const tokenCache: SessionCache<TokenRead> = (processCache.apiTokenCache ??= new SessionCache());

const processThrottle = globalThis as unknown as { apiTokenThrottle?: TokenThrottle; apiTokenMisses?: TokenThrottle };
export const tokenThrottle: TokenThrottle = (processThrottle.apiTokenThrottle ??= new TokenThrottle());
// Invalid tokens per address: each costs a database read (a token not found is not cached), so a guesser or a
// broken script is stopped well before it loads the database. Far above what a mistyped token makes.
export const INVALID_TOKENS_PER_MINUTE = 30;
export const missThrottle: TokenThrottle = (processThrottle.apiTokenMisses ??= new TokenThrottle(
  INVALID_TOKENS_PER_MINUTE,
));

// last_used_at is written at most this often per token, so a busy script costs one write a minute, not one per call.
const TOUCH_INTERVAL_MS = 60_000;
const lastTouched = new BoundedMap<string, number>(10_000);

const invalid = () => new ApiError(401, TOKEN_ERRORS.invalid, TOKEN_INVALID, undefined, "text");

/** Whether the token holds a permission its creator no longer does (a ban or a demotion takes every one). */
function outlivesCreator(read: Exclude<TokenRead, null>): boolean {
  const held: readonly string[] = resolveRole(read.creator, read.role).permissions;
  return !isPanelAdmin(read.creator) || read.tokenPermissions.some((permission) => !held.includes(permission));
}

/** The user a live token acts as, or null when it no longer may act (a refusal, whichever rule refused). */
function actingUser(read: TokenRead, now: number): TokenUser | null {
  if (!read || read.revokedAt || read.expiresAt.getTime() <= now || outlivesCreator(read)) return null;
  const creator = { ...read.creator, ...resolveRole(read.creator, read.role) };
  const permissions = creator.permissions.filter((permission) => read.tokenPermissions.includes(permission));
  // A superadmin's sight of every admin (their tokens, their views) is for the person, never a script.
  return { ...creator, isSuperadmin: false, permissions, token: { id: read.tokenId, name: read.tokenName } };
}

/** Ends for good a token its creator no longer covers: the row's change empties every instance's cache. */
async function revokeOutlived(read: TokenRead): Promise<void> {
  if (!read || read.revokedAt || !outlivesCreator(read)) return;
  await db.apiToken.updateMany({ where: { id: read.tokenId, revokedAt: null }, data: { revokedAt: new Date() } });
}

function throttled(message: string, code: string, wait: number): ApiError {
  return new ApiError(429, message, code, undefined, "text", wait);
}

/** A token that may not act counts against its address; past the limit the address waits. */
function miss(address: string, now: number): ApiError {
  const wait = missThrottle.take(address, now);
  return wait === null
    ? invalid()
    : throttled(TOKEN_ERRORS.tooManyInvalid(wait), TOKEN_ERROR_CODES.tooManyInvalid, wait);
}

async function touch(read: Exclude<TokenRead, null>, req: Request, now: number) {
  const last = Math.max(read.lastUsedAt?.getTime() ?? 0, lastTouched.get(read.tokenId) ?? 0);
  if (now - last < TOUCH_INTERVAL_MS) return;
  lastTouched.set(read.tokenId, now);
  const cutoff = new Date(now - TOUCH_INTERVAL_MS);
  // Conditional, so instances using the same token at once write it once.
  await db.apiToken.updateMany({
    where: { id: read.tokenId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: cutoff } }] },
    data: { lastUsedAt: new Date(now), lastUsedIp: clientIp(req.headers) },
  });
}

const readThroughCache = (token: string, now: number) => {
  const tokenHash = hashToken(token);
  // A token not found is not kept: one created a moment ago works at once.
  return tokenCache.read(
    `token:${tokenHash}`,
    () => readToken(tokenHash),
    now,
    (read) => read !== null,
  );
};

/**
 * The session a bearer token stands for: its creator, narrowed to the token's permissions, with no proof of a
 * person (`confirmedAt` at the epoch: nothing that needs a step-up passes). 401 token_invalid when it may not act;
 * 429 past its throttle.
 */
export async function tokenSession(req: Request, token: string, now = Date.now()): Promise<PanelSession> {
  const address = clientIp(req.headers) ?? "unknown";
  const missWait = missThrottle.waitFor(address, now);
  if (missWait !== null)
    throw throttled(TOKEN_ERRORS.tooManyInvalid(missWait), TOKEN_ERROR_CODES.tooManyInvalid, missWait);
  if (!token.startsWith(TOKEN_PREFIX)) throw miss(address, now);
  const read = await readThroughCache(token, now);
  const user = actingUser(read, now);
  if (!read || !user) {
    await revokeOutlived(read);
    throw miss(address, now);
  }
  const wait = tokenThrottle.take(read.tokenId, now);
  if (wait !== null) throw throttled(TOKEN_ERRORS.throttled(wait), TOKEN_ERROR_CODES.throttled, wait);
  await touch(read, req, now);
  return { sid: `token:${read.tokenId}`, user, stage: "complete", confirmedAt: new Date(0) };
}

/** Whether the token may still act now as `tokenSession` let it (for a long answer's `stillAllowed`). */
export async function tokenStillActs(token: string): Promise<TokenUser | null> {
  const now = Date.now();
  return actingUser(await readThroughCache(token, now), now);
}

/** The refusals of a token where a token never works: see lib/api/route.ts. */
export const tokenRefusals = {
  ambiguous: () => new ApiError(401, TOKEN_ERRORS.ambiguous, TOKEN_INVALID, undefined, "text"),
  adminApiOnly: () => new ApiError(401, TOKEN_ERRORS.adminApiOnly, TOKEN_INVALID, undefined, "text"),
  tokenOnly: () => new ApiError(401, TOKEN_ERRORS.tokenOnly, TOKEN_INVALID, undefined, "text"),
  personRequired: () =>
    new ApiError(403, TOKEN_ERRORS.personRequired, TOKEN_ERROR_CODES.personRequired, undefined, "text"),
  /** In place of a step-up's check: a token never passes one. */
  refuseStepUp: (): never => {
    throw tokenRefusals.personRequired();
  },
};
