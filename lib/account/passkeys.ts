// An admin's own passkeys (the Account page): registration, names, removal.
// Every change is audited in its transaction, under the user's factor lock;
// the last factor cannot go while the policy (MFA_REQUIRED) requires one.
import "server-only";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { MAX_PASSKEYS, PASSKEY_ERRORS } from "@/lib/account/messages";
import type { AccountPasskey, AddedPasskey } from "@/lib/account/schema";
import { describeUserAgent } from "@/lib/account/user-agent";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { userTarget } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { factorCount, factorsOf, lockFactors, removeFactor } from "@/lib/auth/factors/factors";
import { registrationOptions, relyingParty, verifyRegistration } from "@/lib/auth/factors/webauthn";
import { replaceRecoveryCodes } from "@/lib/auth/factors/recovery-codes";
import type { PanelSession, SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

const passkeySelect = { id: true, name: true, createdAt: true, lastUsedAt: true, deviceType: true } as const;

type PasskeyRow = Prisma.PasskeyGetPayload<{ select: typeof passkeySelect }>;

const toAccountPasskey = ({ id, name, createdAt, lastUsedAt, deviceType }: PasskeyRow): AccountPasskey => ({
  id,
  name,
  createdAt: createdAt.toISOString(),
  lastUsedAt: lastUsedAt?.toISOString() ?? null,
  synced: deviceType === "multiDevice",
});

export async function listPasskeys(tx: Pick<Tx, "passkey">, userId: string): Promise<AccountPasskey[]> {
  const rows = await tx.passkey.findMany({
    where: { userId },
    select: passkeySelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toAccountPasskey);
}

/** POST /api/account/passkeys/options: what the browser needs to make a passkey for this admin. */
export async function startPasskeyRegistration(session: PanelSession, origin: string) {
  const rp = relyingParty(origin);
  return db.$transaction(async (tx) => {
    if ((await tx.passkey.count({ where: { userId: session.user.id } })) >= MAX_PASSKEYS)
      throw conflict(PASSKEY_ERRORS.tooMany);
    return registrationOptions(tx, rp, session.sid, session.user);
  });
}

type NewPasskeyRequest = {
  response: RegistrationResponseJSON;
  name?: string;
  userAgent: string | null;
  origin: string;
};

/**
 * POST /api/account/passkeys: keeps the passkey the browser made. A first factor also brings ten
 * recovery codes and ends the admin's other sessions, as the authenticator app's does: one that
 * owed an enrolment would otherwise count as complete without ever showing a factor.
 */
export async function addPasskey(
  session: PanelSession,
  { response, name, userAgent, origin }: NewPasskeyRequest,
): Promise<AddedPasskey> {
  const { user } = session;
  const rp = relyingParty(origin);
  return db.$transaction(async (tx) => {
    await lockFactors(tx, user.id);
    const factors = await factorsOf(tx, user.id);
    if (factors.passkeys >= MAX_PASSKEYS) throw conflict(PASSKEY_ERRORS.tooMany);
    const made = await verifyRegistration(tx, rp, session.sid, response);
    if (!made) throw badRequest(PASSKEY_ERRORS.notAccepted);
    const row = await tx.passkey.create({
      data: { ...made, userId: user.id, name: name ?? describeUserAgent(userAgent) },
      select: passkeySelect,
    });
    const first = factorCount(factors) === 0;
    const recoveryCodes = first ? await replaceRecoveryCodes(tx, user.id) : null;
    const { count: otherSessionsEnded } = first
      ? await tx.session.deleteMany({ where: { userId: user.id, sid: { not: session.sid } } })
      : { count: 0 };
    await recordAudit(tx, {
      actor: user,
      action: "account.passkey_added",
      ...userTarget(user),
      details: { passkey: row.name, otherSessionsEnded },
    });
    return { passkey: toAccountPasskey(row), recoveryCodes };
  });
}

/** PATCH /api/account/passkeys/{id}: a name the admin recognises the passkey by. */
export async function renamePasskey(user: SessionUser, id: string, name: string): Promise<AccountPasskey> {
  return db.$transaction(async (tx) => {
    const before = await tx.passkey.findFirst({ where: { id, userId: user.id }, select: { name: true } });
    if (!before) throw notFound(PASSKEY_ERRORS.notFound);
    const row = await tx.passkey.update({ where: { id }, data: { name }, select: passkeySelect });
    await recordAudit(tx, {
      actor: user,
      action: "account.passkey_renamed",
      ...userTarget(user),
      details: { before: before.name, after: name },
    });
    return toAccountPasskey(row);
  });
}

/** DELETE /api/account/passkeys/{id}. */
export async function removePasskey(user: SessionUser, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const name = await removeFactor(
      tx,
      user,
      async () => {
        const passkey = await tx.passkey.findFirst({ where: { id, userId: user.id }, select: { name: true } });
        if (!passkey) return null;
        await tx.passkey.delete({ where: { id } });
        return passkey.name;
      },
      notFound(PASSKEY_ERRORS.notFound),
    );
    await recordAudit(tx, {
      actor: user,
      action: "account.passkey_removed",
      ...userTarget(user),
      details: { passkey: name },
    });
  });
}
