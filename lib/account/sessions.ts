// The admin's own sessions on the Account page: where each was started
// (browser and system from its User-Agent, address), when, when last seen,
// which is this one; and signing one or all the others out, audited.
import "server-only";
import crypto from "node:crypto";
import { ACCOUNT_ERRORS } from "@/lib/account/messages";
import type { AccountSession } from "@/lib/account/schema";
import { describeUserAgent } from "@/lib/account/user-agent";
import { conflict, notFound } from "@/lib/api/errors";
import { userTarget } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import type { PanelSession } from "@/lib/auth/session/session";
import { db } from "@/lib/db";

/** A session's public id: 128 bits of its sid's SHA-256, so the sid itself never leaves the server. */
const publicId = (sid: string) => crypto.createHash("sha256").update(sid).digest("base64url").slice(0, 22);

const ownSessions = (userId: string) =>
  db.session.findMany({
    where: { userId },
    select: { sid: true, ip: true, userAgent: true, createdAt: true, lastSeenAt: true, pendingFactor: true },
    orderBy: { lastSeenAt: "desc" },
  });

/** GET /api/account/sessions: this one first, then the others, most recently seen first. */
export async function listOwnSessions(session: PanelSession): Promise<AccountSession[]> {
  const rows = await ownSessions(session.user.id);
  const listed = rows.map((row) => ({
    id: publicId(row.sid),
    device: describeUserAgent(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.sid === session.sid,
    awaitingSecondFactor: row.pendingFactor,
  }));
  return [...listed.filter((row) => row.current), ...listed.filter((row) => !row.current)];
}

/** DELETE /api/account/sessions/{id}: signs one of the admin's other sessions out. */
export async function revokeOwnSession(session: PanelSession, id: string): Promise<{ id: string }> {
  const target = (await ownSessions(session.user.id)).find((row) => publicId(row.sid) === id);
  if (!target) throw notFound(ACCOUNT_ERRORS.sessionNotFound);
  if (target.sid === session.sid) throw conflict(ACCOUNT_ERRORS.currentSession);
  await db.$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({ where: { sid: target.sid, userId: session.user.id } });
    if (count === 0) throw notFound(ACCOUNT_ERRORS.sessionNotFound);
    await recordAudit(tx, {
      actor: session.user,
      action: "account.session_revoked",
      ...userTarget(session.user),
      details: { device: describeUserAgent(target.userAgent), ip: target.ip },
    });
  });
  return { id };
}

/** DELETE /api/account/sessions: signs every other session of the admin out; this one stays. */
export async function revokeOtherSessions(session: PanelSession): Promise<{ revoked: number }> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({ where: { userId: session.user.id, sid: { not: session.sid } } });
    await recordAudit(tx, {
      actor: session.user,
      action: "account.other_sessions_revoked",
      ...userTarget(session.user),
      details: { revoked: count },
    });
    return { revoked: count };
  });
}
