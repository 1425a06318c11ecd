// Audit completeness (./harness.ts) for signing in and out, an admin's own account (sessions,
// authenticator, recovery codes, passkeys), saved views and API tokens.
import crypto from "node:crypto";
import { newTokenSecret } from "@/lib/api-tokens/secret";
import { hashPassword } from "@/lib/auth/sign-in/password";
import { totpCode } from "@/lib/auth/factors/totp";
import { db } from "@/lib/db";
import { TEST_ORIGIN } from "../constants";
import { uniqueTag } from "../fixtures";
import { assertPasskey, createPasskey } from "../passkey";
import { beginTotp, enrolTotp, pendingSessionCookie, staleCode } from "../second-factor";
import { createTestUser, sessionCookieFor } from "../session";
import { call, type Input, type Scenario, type ScenarioGroup } from "./harness";

async function passwordUser(password: string) {
  const user = await createTestUser();
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  return user;
}

/** A view of the users list owned by the audit's actor. */
const savedView = (ownerId: string) =>
  db.savedView.create({
    data: { ownerId, listKey: "users", name: `audit-${uniqueTag()}`, state: { query: {} } },
  });

type Proof = {
  actorId: string;
  actions: [success: string, failure: string];
  right: Input;
  wrong: Input;
  wrongAnswer: number;
  state: () => Promise<unknown>;
};

/**
 * A route that checks a proof (a password, a code): the right one and the wrong one are each
 * audited, and a foreign Origin is refused before either. A wrong proof changes no row (only
 * throttling counters), so its audit row has nothing to commit with.
 */
function proofScenarios({ actorId, actions: [success, failure], right, wrong, wrongAnswer, state }: Proof): Scenario[] {
  const foreign = "https://evil.example";
  return [
    { action: success, actorId, valid: right, refused: { ...right, origin: foreign }, state },
    {
      action: failure,
      actorId,
      valid: wrong,
      answers: wrongAnswer,
      refused: { ...wrong, origin: foreign },
      state,
      notTransactional: "a wrong proof changes no row, only throttling counters",
    },
  ];
}

/** A passkey row for an admin's Account page (no ceremony: renaming and removing never use its key). */
const storedPasskey = (userId: string) =>
  db.passkey.create({
    data: {
      userId,
      credentialId: `audit-${uniqueTag()}`,
      publicKey: Buffer.alloc(1),
      userHandle: uniqueTag(),
      deviceType: "multiDevice",
      backedUp: true,
      name: "Audit key",
    },
  });

/** A passkey registered through the routes, as the Account page does, for a ceremony's real answer. */
async function registeredPasskey(cookie: string) {
  const options = (await call("POST /api/account/passkeys/options", { cookie })).json() as Parameters<
    typeof createPasskey
  >[0];
  const { passkey, response } = createPasskey(options);
  await call("POST /api/account/passkeys", { cookie, body: { response } });
  return passkey;
}

/** A passwordless sign-in's challenge, and the cookie that binds it to the browser. */
async function passkeySignInChallenge() {
  const answer = await call("POST /api/login/passkey/options", { cookie: null });
  const cookie = /admin-panel\.passkey-challenge=[^;]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0];
  return { options: answer.json() as Parameters<typeof assertPasskey>[1], cookie };
}

export const SCENARIOS: ScenarioGroup = {
  "POST /api/admin/views": async (actorId) => {
    const name = `audit-${uniqueTag()}`;
    const body = { list: "users", name, state: { query: { role: "admin" } } };
    return [
      {
        action: "saved_view.create",
        actorId,
        valid: { body },
        refused: { body: { ...body, state: { query: { role: "owner" } } } },
        state: () => db.savedView.count({ where: { name } }),
      },
    ];
  },
  "PATCH /api/admin/views/[id]": async (actorId) => {
    const view = await savedView(actorId);
    const state = () => db.savedView.findUnique({ where: { id: view.id }, select: { name: true, shared: true } });
    return [
      {
        action: "saved_view.update",
        actorId,
        valid: { params: { id: view.id }, body: { name: `${view.name} renamed`, shared: true } },
        refused: { params: { id: view.id }, body: { name: " " } },
        state,
      },
    ];
  },
  "DELETE /api/admin/views/[id]": async (actorId) => {
    const view = await savedView(actorId);
    return [
      {
        action: "saved_view.delete",
        actorId,
        valid: { params: { id: view.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state: () => db.savedView.count({ where: { id: view.id } }),
      },
    ];
  },
  "PUT /api/admin/views/default": async (actorId) => {
    const view = await savedView(actorId);
    const state = () =>
      db.savedViewDefault.findMany({ where: { userId: actorId }, select: { listKey: true, viewId: true } });
    return [
      {
        action: "saved_view.set_default",
        actorId,
        valid: { body: { list: "users", viewId: view.id } },
        refused: { body: { list: "contacts", viewId: view.id } },
        state,
      },
    ];
  },
  "POST /api/admin/tokens": async (actorId) => {
    const name = `audit-${uniqueTag()}`;
    const body = { name, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), permissions: ["users.read"] };
    return [
      {
        action: "token.create",
        actorId,
        valid: { body },
        // Only a superadmin may take control: no token may, whoever creates it.
        refused: { body: { ...body, permissions: ["users.take_control"] } },
        state: () => db.apiToken.count({ where: { name } }),
      },
    ];
  },
  "DELETE /api/admin/tokens/[id]": async (actorId) => {
    const { tokenHash, prefix } = newTokenSecret();
    const token = await db.apiToken.create({
      data: {
        creatorId: actorId,
        name: "audit",
        tokenHash,
        prefix,
        permissions: [],
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    return [
      {
        action: "token.revoke",
        actorId,
        valid: { params: { id: token.id } },
        refused: { params: { id: crypto.randomUUID() } },
        state: () => db.apiToken.findUnique({ where: { id: token.id }, select: { revokedAt: true } }),
      },
    ];
  },
  "POST /api/login": async () => {
    const password = `pw-${uniqueTag()}`;
    const user = await passwordUser(password);
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.sign_in", "auth.sign_in_failed"],
      right: { cookie: null, body: { email: user.email, password } },
      wrong: { cookie: null, body: { email: user.email, password: "wrong-password" } },
      wrongAnswer: 401,
      state: () => db.session.count({ where: { userId: user.id } }),
    });
  },
  "POST /api/login/verify": async () => {
    const user = await createTestUser({ isAdmin: true });
    const { secret } = await enrolTotp(user.id);
    // A session each: the right code completes its session, which then owes nothing.
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.sign_in", "auth.second_factor_failed"],
      right: { cookie: await pendingSessionCookie(user.id), body: { code: totpCode(secret) } },
      wrong: { cookie: await pendingSessionCookie(user.id), body: { code: staleCode((at) => totpCode(secret, at)) } },
      wrongAnswer: 401,
      state: () =>
        db.session.findMany({ where: { userId: user.id }, select: { pendingFactor: true }, orderBy: { sid: "asc" } }),
    });
  },
  "POST /api/account/reauthenticate": async () => {
    const password = `pw-${uniqueTag()}`;
    const user = await passwordUser(password);
    await db.user.update({ where: { id: user.id }, data: { isAdmin: true } });
    const cookie = await sessionCookieFor(user.id);
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.reauthenticated", "auth.reauthentication_failed"],
      right: { cookie, body: { password } },
      wrong: { cookie, body: { password: "wrong-password" } },
      wrongAnswer: 400,
      state: () => db.session.findMany({ where: { userId: user.id }, select: { confirmedAt: true } }),
    });
  },
  "DELETE /api/account/sessions": async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    await sessionCookieFor(user.id);
    const state = () => db.session.count({ where: { userId: user.id } });
    return [
      {
        action: "account.other_sessions_revoked",
        actorId: user.id,
        valid: { cookie },
        refused: { cookie, origin: "https://evil.example" },
        state,
      },
    ];
  },
  "DELETE /api/account/sessions/[id]": async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    await sessionCookieFor(user.id);
    const [current, other] = await Promise.all(
      (await db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } })).map(({ sid }) => sid),
    );
    const publicId = (sid: string) => crypto.createHash("sha256").update(sid).digest("base64url").slice(0, 22);
    const state = () => db.session.count({ where: { userId: user.id } });
    // Refused: the session in use (409: sign out instead).
    return [
      {
        action: "account.session_revoked",
        actorId: user.id,
        valid: { cookie, params: { id: publicId(other!) } },
        refused: { cookie, params: { id: publicId(current!) } },
        state,
      },
    ];
  },
  "POST /api/account/totp/confirm": async () => {
    const user = await createTestUser({ isAdmin: true });
    const secret = await beginTotp(user.id);
    const cookie = await sessionCookieFor(user.id);
    const state = () => db.totpFactor.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } });
    const refused = { cookie, body: { code: staleCode((at) => totpCode(secret, at)) } };
    return [
      {
        action: "account.totp_enrolled",
        actorId: user.id,
        valid: { cookie, body: { code: totpCode(secret) } },
        refused,
        state,
      },
    ];
  },
  "DELETE /api/account/totp": async () => {
    const [user, without] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser({ isAdmin: true })]);
    await enrolTotp(user.id);
    const state = () => db.totpFactor.count({ where: { userId: user.id } });
    // Refused: an admin with no authenticator app to remove (409).
    return [
      {
        action: "account.totp_removed",
        actorId: user.id,
        valid: { cookie: await sessionCookieFor(user.id) },
        refused: { cookie: await sessionCookieFor(without.id) },
        state,
      },
    ];
  },
  "POST /api/account/recovery-codes": async () => {
    const [user, without] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser({ isAdmin: true })]);
    await enrolTotp(user.id);
    const state = () =>
      db.recoveryCode.findMany({ where: { userId: user.id }, select: { id: true }, orderBy: { id: "asc" } });
    return [
      {
        action: "account.recovery_codes_generated",
        actorId: user.id,
        valid: { cookie: await sessionCookieFor(user.id) },
        refused: { cookie: await sessionCookieFor(without.id) },
        state,
      },
    ];
  },
  "POST /api/account/passkeys": async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const options = (await call("POST /api/account/passkeys/options", { cookie })).json() as Parameters<
      typeof createPasskey
    >[0];
    const body = { response: createPasskey(options).response };
    const state = () => db.passkey.count({ where: { userId: user.id } });
    return [
      {
        action: "account.passkey_added",
        actorId: user.id,
        valid: { cookie, body },
        refused: { cookie, body, origin: "https://evil.example" },
        state,
      },
    ];
  },
  "PATCH /api/account/passkeys/[id]": async () => {
    const user = await createTestUser({ isAdmin: true });
    const { id } = await storedPasskey(user.id);
    const cookie = await sessionCookieFor(user.id);
    const state = () => db.passkey.findUnique({ where: { id }, select: { name: true } });
    return [
      {
        action: "account.passkey_renamed",
        actorId: user.id,
        valid: { cookie, params: { id }, body: { name: `Key ${uniqueTag()}` } },
        refused: { cookie, params: { id }, body: { name: " " } },
        state,
      },
    ];
  },
  "DELETE /api/account/passkeys/[id]": async () => {
    const [user, stranger] = await Promise.all([createTestUser({ isAdmin: true }), createTestUser({ isAdmin: true })]);
    const { id } = await storedPasskey(user.id);
    const state = () => db.passkey.count({ where: { userId: user.id } });
    // Refused: another admin's passkey (404).
    return [
      {
        action: "account.passkey_removed",
        actorId: user.id,
        valid: { cookie: await sessionCookieFor(user.id), params: { id } },
        refused: { cookie: await sessionCookieFor(stranger.id), params: { id } },
        state,
      },
    ];
  },
  "POST /api/login/passkey": async () => {
    const user = await createTestUser({ isAdmin: true });
    const passkey = await registeredPasskey(await sessionCookieFor(user.id));
    const [right, wrong] = [await passkeySignInChallenge(), await passkeySignInChallenge()];
    return proofScenarios({
      actorId: user.id,
      actions: ["auth.sign_in", "auth.sign_in_failed"],
      right: { cookie: right.cookie, body: { passkey: assertPasskey(passkey, right.options) } },
      // Without user verification: a passkey alone must have checked who holds it.
      wrong: {
        cookie: wrong.cookie,
        body: { passkey: assertPasskey(passkey, wrong.options, { userVerified: false }) },
      },
      wrongAnswer: 401,
      state: () => db.session.count({ where: { userId: user.id } }),
    });
  },
  "GET /api/logout": async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const state = () => db.session.count({ where: { userId: user.id } });
    // Started on the panel (its Origin; a browser's Sec-Fetch-Site would do), or on another site.
    const [valid, refused] = [TEST_ORIGIN, "https://evil.example"].map((origin) => ({ cookie, origin }));
    return [{ action: "auth.sign_out", actorId: user.id, valid: valid!, refused: refused!, state }];
  },
};
