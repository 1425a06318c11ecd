// Server-side sessions in SPEC's table (sid, sess, expire). The session cookie
// (next-auth's encrypted JWT) carries only the sid, so a session ends when its
// row goes: on sign-out, ban, loss of admin rights, deletion, id change,
// password change, "Sign out everywhere", or after sitting idle. Under `npm start`
// a process may serve a read of it up to a second old, emptied at once by any
// change (lib/auth/session/session-cache.ts).
import crypto from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { db, queryPrepared } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { authSecret, SESSION_IDLE_TIMEOUT_SECONDS, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/config";
import { personLabelSelect } from "@/lib/audit/labels";
import { BoundedMap } from "@/lib/bounded-map";
import type { AuditActor } from "@/lib/audit/write-entry";
import { factorRequired } from "@/lib/auth/factors/mfa-policy";
import { SessionCache } from "@/lib/auth/session/session-cache";
import { recentlyConfirmed } from "@/lib/auth/step-up/step-up";
import type { Permission } from "@/lib/permissions/catalogue";
import { resolveRole, type RoleColumns } from "@/lib/permissions/resolve";

export type SessionUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  handle: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  isSuperadmin: boolean;
  isBanned: boolean;
  /** What the admin may do (lib/permissions/resolve.ts): none for anyone the panel does not let in. */
  permissions: readonly Permission[];
  /** The role those come from, as screens name it ("Superadmin" for a superadmin, whatever role is set). */
  roleName: string;
};

/** The user's own columns, as the session's query reads them. */
type UserColumns = Omit<SessionUser, "permissions" | "roleName">;

/** How long a session that owes its second factor waits for it before it ends. */
export const PENDING_FACTOR_SECONDS = 10 * 60;

// lastSeenAt is written at most this often, so a busy admin costs one write a minute, not one per request.
const TOUCH_INTERVAL_MS = 60_000;

/** Admin rights as the server enforces them: a banned account has none. */
export function isPanelAdmin(user: Pick<SessionUser, "isAdmin" | "isSuperadmin" | "isBanned">): boolean {
  return (user.isAdmin || user.isSuperadmin) && !user.isBanned;
}

const idleCutoff = (now: number) => new Date(now - SESSION_IDLE_TIMEOUT_SECONDS * 1000);

type SessionWriter = Pick<Prisma.TransactionClient, "session">;

/** Drops sessions past their lifetime or idle timeout; sign-in calls it, so the table never grows stale. */
export async function purgeEndedSessions(tx: SessionWriter = db, now = Date.now()): Promise<number> {
  const { count } = await tx.session.deleteMany({
    where: { OR: [{ expire: { lte: new Date(now) } }, { lastSeenAt: { lte: idleCutoff(now) } }] },
  });
  return count;
}

/** Where a session was started from, shown on the Account page. */
export type SessionClient = { ip: string | null; userAgent: string | null };

// A user agent is shown, not parsed for decisions: longer ones are cut.
const MAX_USER_AGENT_LENGTH = 512;

type NewSession = { client?: SessionClient; pendingFactor?: boolean };

// Inside a transaction every query goes through `tx`: on the embedded database a
// second connection would wait for the transaction that waits for it.
export async function createSession(
  userId: string,
  provider: string,
  tx: SessionWriter = db,
  { client, pendingFactor = false }: NewSession = {},
): Promise<string> {
  await purgeEndedSessions(tx);
  const sid = crypto.randomBytes(32).toString("base64url");
  await tx.session.create({
    data: {
      sid,
      userId,
      sess: { userId, provider, createdAt: new Date().toISOString() },
      expire: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      pendingFactor,
      ip: client?.ip ?? null,
      userAgent: client?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    },
  });
  return sid;
}

/** The cookie value for a session: next-auth's encrypted JWT holding only the sid. */
export function sessionToken(sid: string): Promise<string> {
  return encode({ token: { sid }, secret: requiredSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

function requiredSecret(): string {
  const secret = authSecret();
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return secret;
}

async function deleteSession(sid: string): Promise<void> {
  await db.session.deleteMany({ where: { sid } });
  sessionCache.forget(sid);
}

/** Ends every session of a user; pass the transaction of the change that calls for it. */
export async function revokeUserSessions(tx: SessionWriter, userId: string): Promise<number> {
  const { count } = await tx.session.deleteMany({ where: { userId } });
  return count;
}

/**
 * Session ids of cookies decoded before, until each cookie's own expiry. Decoding derives the
 * key (HKDF) and decrypts: about a quarter of a millisecond on every request, a tenth of the
 * panel server's time under load (`npm run bench -- api`). A cookie always holds the same sid,
 * and the session itself is still read (or its cached read, lib/auth/session/session-cache.ts), so revocation is untouched.
 */
const decodedTokens = new BoundedMap<string, { sid: string; expiresAt: number }>(1000);

async function decodeSid(token: string): Promise<{ sid: string; expiresAt: number } | null> {
  try {
    const payload = await decode({ token, secret: authSecret() ?? "" });
    if (typeof payload?.sid !== "string" || typeof payload.exp !== "number") return null;
    return { sid: payload.sid, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

export async function sidFromToken(token: string | undefined, now = Date.now()): Promise<string | null> {
  if (!token) return null;
  const known = decodedTokens.get(token);
  if (known && known.expiresAt > now) return known.sid;
  if (known) decodedTokens.delete(token);
  const decoded = await decodeSid(token);
  if (!decoded || decoded.expiresAt <= now) return null;
  decodedTokens.set(token, decoded);
  return decoded.sid;
}

/**
 * How far a session has come: "complete" reaches the panel; "second-factor" has given its
 * password (or single sign-on) and owes its second factor; "enrolment" belongs to an admin the
 * policy (MFA_REQUIRED) requires a factor of, who has none yet. The last two reach nothing but
 * their own step: every check of who is signed in asks for "complete" unless it serves that step.
 */
export type SessionStage = "complete" | "second-factor" | "enrolment";

export type PanelSession = { sid: string; user: SessionUser; stage: SessionStage; confirmedAt: Date };

// A session without a user (user_id NULL: deleting a user deletes its sessions) has nulls for every user column.
type SessionRow = {
  expire: Date;
  lastSeenAt: Date;
  createdAt: Date;
  pendingFactor: boolean;
  confirmedAt: Date;
  hasFactor: boolean | null;
} & ((UserColumns & RoleColumns) | { [K in keyof (UserColumns & RoleColumns)]: null });

type StoredSession = Omit<PanelSession, "stage"> & {
  expire: Date;
  lastSeenAt: Date;
  createdAt: Date;
  pendingFactor: boolean;
  hasFactor: boolean;
};

/**
 * The session, its user, their role and whether they have a second factor, in one round trip (Prisma's
 * relation select takes two): every panel request makes it first, and under load each round
 * trip queues (docs/decisions/request-cost.md).
 */
async function readSession(sid: string): Promise<(Omit<StoredSession, "user"> & { user: SessionUser | null }) | null> {
  const [row] = await queryPrepared<SessionRow>(Prisma.sql`
    SELECT s.expire, s.last_seen_at AS "lastSeenAt", s.created_at AS "createdAt", s.pending_factor AS "pendingFactor", s.confirmed_at AS "confirmedAt",
           u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
           u.handle, u.profile_image_url AS "profileImageUrl", u.is_admin AS "isAdmin", u.is_superadmin AS "isSuperadmin",
           u.is_banned AS "isBanned", r.key AS "roleKey", r.name AS "roleName", r.permissions AS "rolePermissions",
           (EXISTS (SELECT 1 FROM totp_factors t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
             OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)) AS "hasFactor"
    FROM sessions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN roles r ON r.id = u.role_id
    WHERE s.sid = ${sid}`);
  if (!row) return null;
  const {
    expire,
    lastSeenAt,
    createdAt,
    pendingFactor,
    confirmedAt,
    hasFactor,
    roleKey,
    roleName,
    rolePermissions,
    ...user
  } = row;
  return {
    sid,
    expire,
    lastSeenAt,
    createdAt,
    pendingFactor,
    confirmedAt,
    hasFactor: hasFactor === true,
    // Shared between requests while cached: nobody may change it.
    user:
      user.id === null
        ? null
        : Object.freeze({ ...user, ...resolveRole(user, { roleKey, roleName, rolePermissions }) }),
  };
}

type SessionRead = Awaited<ReturnType<typeof readSession>>;

// One per process, on globalThis: server.ts's copy of this module and Next's bundled one must share it
// (server.ts starts it listening and tells it of changes; the routes read through it). Serves only under `npm start`.
const processCache = globalThis as unknown as { sessionCache?: SessionCache<SessionRead> };
export const sessionCache: SessionCache<SessionRead> = (processCache.sessionCache ??= new SessionCache());

const isComplete = (session: SessionRead) =>
  session?.user != null && stageOf({ ...session, user: session.user }) === "complete";

/**
 * A session that must enrol a second factor adds one without a step-up (it has no panel to confirm in), so it
 * lasts only while its last proof (the password, or single sign-on) would pass a step-up, and never longer than
 * a session owing its second factor: an old or stolen one must not enrol a factor of its own choosing.
 */
function staleEnrolment(session: Pick<StoredSession, "confirmedAt">, now: number): boolean {
  return now - session.confirmedAt.getTime() > PENDING_FACTOR_SECONDS * 1000 || !recentlyConfirmed(session, now);
}

function stageOf({ pendingFactor, hasFactor, user }: StoredSession): SessionStage {
  if (pendingFactor) return "second-factor";
  return !hasFactor && factorRequired(user) ? "enrolment" : "complete";
}

/**
 * The session a cookie names, at whatever stage it is; null when there is none or it has ended.
 * `touch` false: a request the browser makes on its own (live updates) is not the admin's
 * activity, so it must not keep the session from idling out. `fresh`: read past the
 * process's cache (lib/auth/session/session-cache.ts), for a change or a step-up action.
 */
export async function sessionFromToken(
  token: string | undefined,
  now = Date.now(),
  { touch = true, fresh = false }: { touch?: boolean; fresh?: boolean } = {},
): Promise<PanelSession | null> {
  const sid = await sidFromToken(token, now);
  if (!sid) return null;
  const read = () => readSession(sid);
  const session = fresh ? await read() : await sessionCache.read(sid, read, now, isComplete);
  if (!session) return null;
  const { user } = session;
  // A password given without its second factor is good for a few minutes only: the guesser must give it again.
  const stalePending = session.pendingFactor && now - session.createdAt.getTime() > PENDING_FACTOR_SECONDS * 1000;
  if (!user || stalePending || session.expire.getTime() <= now || session.lastSeenAt <= idleCutoff(now)) {
    await deleteSession(sid);
    return null;
  }
  const stage = stageOf({ ...session, user });
  if (stage === "enrolment" && staleEnrolment(session, now)) {
    await deleteSession(sid);
    return null;
  }
  if (touch && now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.session.updateMany({ where: { sid }, data: { lastSeenAt: new Date(now) } });
    // The cached read still has the old time, and would touch again on every request for a second.
    sessionCache.forget(sid);
  }
  return { sid, user, stage, confirmedAt: session.confirmedAt };
}

/** Deletes a session and tells whose it was, with what the audit entry names them by (null when it did not exist). */
export async function endSession(tx: SessionWriter, sid: string): Promise<AuditActor | null> {
  const session = await tx.session.findUnique({ where: { sid }, select: { user: { select: personLabelSelect } } });
  if (!session) return null;
  await tx.session.deleteMany({ where: { sid } });
  return session.user;
}
