// Server-side sessions in SPEC's table (sid, sess, expire). The next-auth JWT
// cookie carries only the sid, so logout, bans and deletions take effect at
// once: every request looks the session up.
import crypto from "node:crypto";
import { decode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { authSecret, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/config";

export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  handle: true,
  profileImageUrl: true,
  isAdmin: true,
  isSuperadmin: true,
  isBanned: true,
} as const;

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
};

/** Admin rights as the server enforces them: a banned account has none. */
export function isPanelAdmin(user: SessionUser): boolean {
  return (user.isAdmin || user.isSuperadmin) && !user.isBanned;
}

export async function createSession(userId: string, provider: string): Promise<string> {
  const sid = crypto.randomBytes(32).toString("base64url");
  await db.session.create({
    data: {
      sid,
      userId,
      sess: { userId, provider, createdAt: new Date().toISOString() },
      expire: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    },
  });
  return sid;
}

export async function deleteSession(sid: string): Promise<void> {
  await db.session.deleteMany({ where: { sid } });
}

async function sidFromToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: authSecret() ?? "" });
    return typeof payload?.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

export async function sessionUserFromToken(token: string | undefined): Promise<SessionUser | null> {
  const sid = await sidFromToken(token);
  if (!sid) return null;
  const session = await db.session.findUnique({
    where: { sid },
    select: { expire: true, user: { select: sessionUserSelect } },
  });
  if (!session?.user || session.expire.getTime() <= Date.now()) return null;
  return session.user;
}

export async function deleteSessionForToken(token: string | undefined): Promise<void> {
  const sid = await sidFromToken(token);
  if (sid) await deleteSession(sid);
}
