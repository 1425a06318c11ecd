// Passkeys over the real routes and database, answered by a software
// authenticator (tests/helpers/passkey.ts): registration on the Account page,
// the second sign-in step, step-up, and a passwordless sign-in; each challenge
// good once and only for whom it was made; the last factor kept while the
// policy requires one; a superadmin's reset takes passkeys too.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { GET as getAccount } from "@/app/api/account/route";
import { POST as registrationOptionsRoute } from "@/app/api/account/passkeys/options/route";
import { POST as addPasskeyRoute } from "@/app/api/account/passkeys/route";
import { DELETE as removePasskeyRoute, PATCH as renamePasskeyRoute } from "@/app/api/account/passkeys/[id]/route";
import { POST as stepUpOptionsRoute } from "@/app/api/account/reauthenticate/options/route";
import { POST as reauthenticateRoute } from "@/app/api/account/reauthenticate/route";
import { GET as stepUpStatusRoute } from "@/app/api/account/step-up/route";
import { POST as confirmTotpRoute } from "@/app/api/account/totp/confirm/route";
import { DELETE as removeTotpRoute } from "@/app/api/account/totp/route";
import { totpCode } from "@/lib/auth/factors/totp";
import { DELETE as resetFactors } from "@/app/api/admin/users/[id]/factors/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { POST as passkeySignInOptionsRoute } from "@/app/api/login/passkey/options/route";
import { POST as passkeySignInRoute } from "@/app/api/login/passkey/route";
import { POST as secondStepOptionsRoute } from "@/app/api/login/verify/options/route";
import { POST as verifyRoute } from "@/app/api/login/verify/route";
import { ACCOUNT_ERRORS, MAX_PASSKEYS, PASSKEY_ERRORS } from "@/lib/account/messages";
import type { AccountSummary, AddedPasskey } from "@/lib/account/schema";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import { PASSKEY_SIGN_IN_LIMIT } from "@/lib/auth/sign-in/passkey-sign-in";
import { db } from "@/lib/db";
import { assertPasskey, createPasskey, type SoftPasskey } from "../helpers/passkey";
import { callRoute } from "../helpers/request";
import { beginTotp, enrolTotp, pendingSessionCookie, withPolicy } from "../helpers/second-factor";
import { createTestUser, sessionCookieFor } from "../helpers/session";

const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
let addressCounter = 0;
const uniqueAddress = () => `198.51.100.${(process.pid + addressCounter++) % 250}`;

const post = (
  route: Parameters<typeof callRoute>[0],
  path: string,
  cookie?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  callRoute(route, { method: "POST", path, cookie, body, headers: { "x-forwarded-for": uniqueAddress(), ...headers } });

async function registrationOptions(cookie: string) {
  const answer = await post(registrationOptionsRoute, "/api/account/passkeys/options", cookie);
  expect(answer.status).toBe(200);
  return answer.json() as PublicKeyCredentialCreationOptionsJSON;
}

/** Registers a passkey through the routes, as the Account page does. */
async function registerPasskey(cookie: string): Promise<{ passkey: SoftPasskey; added: AddedPasskey }> {
  const { passkey, response } = createPasskey(await registrationOptions(cookie));
  const answer = await post(
    addPasskeyRoute,
    "/api/account/passkeys",
    cookie,
    { response },
    { "user-agent": CHROME_ON_MAC },
  );
  expect(answer.status).toBe(200);
  return { passkey, added: answer.json() as AddedPasskey };
}

async function adminWithPasskey(overrides: { isSuperadmin?: boolean } = {}) {
  const admin = await createTestUser({ isAdmin: true, ...overrides });
  const { passkey, added } = await registerPasskey(await sessionCookieFor(admin.id));
  return { admin, passkey, added };
}

const requestOptions = async (route: Parameters<typeof callRoute>[0], path: string, cookie?: string) => {
  const answer = await post(route, path, cookie);
  expect(answer.status).toBe(200);
  return { options: answer.json() as PublicKeyCredentialRequestOptionsJSON, headers: answer.headers };
};

const reachesPanel = async (cookie: string) =>
  (await callRoute(listUsers, { cookie, path: "/api/admin/users" })).status === 200;
const cookieNamed = (headers: Headers, name: string) =>
  new RegExp(`(__Host-)?admin-panel\\.${name}=[^;]+`).exec(headers.get("set-cookie") ?? "")?.[0];

describe("adding a passkey on the Account page", () => {
  it("keeps it named after the browser, lists it, audits it, and gives recovery codes with a first factor", async () => {
    const { admin, added } = await adminWithPasskey();
    expect(added.passkey).toMatchObject({ name: "Chrome on macOS", lastUsedAt: null, synced: true });
    expect(added.recoveryCodes).toHaveLength(10);
    const summary = (
      await callRoute(getAccount, { cookie: await sessionCookieFor(admin.id), path: "/api/account" })
    ).json() as AccountSummary;
    expect(summary.passkeys).toEqual([added.passkey]);
    expect(summary.recoveryCodesLeft).toBe(10);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "account.passkey_added", actorId: admin.id } });
    expect(audit.details).toMatchObject({ passkey: "Chrome on macOS" });
  });

  it("leaves the recovery codes and other sessions alone when an authenticator app is the second factor", async () => {
    const { admin } = await adminWithPasskey();
    const other = await sessionCookieFor(admin.id);
    const cookie = await sessionCookieFor(admin.id);
    const codes = await db.recoveryCode.findMany({ where: { userId: admin.id }, select: { id: true } });
    const secret = await beginTotp(admin.id);
    const answer = await post(confirmTotpRoute, "/api/account/totp/confirm", cookie, { code: totpCode(secret) });
    expect(answer.json()).toEqual({ recoveryCodes: null });
    expect(await db.recoveryCode.findMany({ where: { userId: admin.id }, select: { id: true } })).toEqual(codes);
    expect(await reachesPanel(other)).toBe(true);
  });

  it("gives no new recovery codes for a second factor, and keeps the other sessions then", async () => {
    const { admin } = await adminWithPasskey();
    const other = await sessionCookieFor(admin.id);
    const { added } = await registerPasskey(await sessionCookieFor(admin.id));
    expect(added.recoveryCodes).toBeNull();
    expect(await reachesPanel(other)).toBe(true);
    expect(await db.passkey.count({ where: { userId: admin.id } })).toBe(2);
  });

  it("ends the admin's other sessions with the first factor", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const other = await sessionCookieFor(admin.id);
    await registerPasskey(await sessionCookieFor(admin.id));
    expect(await reachesPanel(other)).toBe(false);
  });

  it("refuses an answer given twice, one to another session's challenge, and one from another origin", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(admin.id);
    const { response } = createPasskey(await registrationOptions(cookie));
    expect((await post(addPasskeyRoute, "/api/account/passkeys", cookie, { response })).status).toBe(200);
    const replay = await post(addPasskeyRoute, "/api/account/passkeys", cookie, {
      response: { ...response, id: "b3RoZXI", rawId: "b3RoZXI" },
    });
    expect(replay).toMatchObject({ status: 400, text: PASSKEY_ERRORS.notAccepted });

    const other = await sessionCookieFor(admin.id);
    const stolen = createPasskey(await registrationOptions(other)).response;
    expect((await post(addPasskeyRoute, "/api/account/passkeys", cookie, { response: stolen })).status).toBe(400);

    const phished = createPasskey(await registrationOptions(cookie), "http://localhost.evil.example").response;
    expect((await post(addPasskeyRoute, "/api/account/passkeys", cookie, { response: phished })).status).toBe(400);
    expect(await db.passkey.count({ where: { userId: admin.id } })).toBe(1);
  });

  it("refuses a malformed answer with a 400 that changes nothing", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(admin.id);
    await registrationOptions(cookie);
    for (const response of [
      {},
      { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "not base64!", attestationObject: "" } },
    ]) {
      expect((await post(addPasskeyRoute, "/api/account/passkeys", cookie, { response })).status).toBe(400);
    }
    expect(await db.passkey.count({ where: { userId: admin.id } })).toBe(0);
  });

  it(`stops at ${MAX_PASSKEYS} passkeys`, async () => {
    const { admin, passkey } = await adminWithPasskey();
    const rows = Array.from({ length: MAX_PASSKEYS - 1 }, (_, index) => ({
      userId: admin.id,
      credentialId: `extra-${admin.id}-${index}`,
      publicKey: Buffer.alloc(1),
      userHandle: passkey.userHandle,
      deviceType: "singleDevice",
      backedUp: false,
      name: `Key ${index}`,
    }));
    await db.passkey.createMany({ data: rows });
    const answer = await post(
      registrationOptionsRoute,
      "/api/account/passkeys/options",
      await sessionCookieFor(admin.id),
    );
    expect(answer).toMatchObject({ status: 409, text: PASSKEY_ERRORS.tooMany });
  });

  it("needs a recent proof of who the admin is: a stolen session cannot plant a way in", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(admin.id);
    await db.session.updateMany({
      where: { userId: admin.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    const answer = await post(registrationOptionsRoute, "/api/account/passkeys/options", cookie);
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ error: "reauthentication_required" });
    expect(
      await db.webauthnChallenge.count({
        where: { sid: { in: (await db.session.findMany({ where: { userId: admin.id } })).map(({ sid }) => sid) } },
      }),
    ).toBe(0);
  });

  it("is refused at an IP address, where no browser makes one", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const answer = await callRoute(registrationOptionsRoute, {
      method: "POST",
      path: "/api/account/passkeys/options",
      origin: "http://127.0.0.1",
      headers: { host: "127.0.0.1" },
      cookie: await sessionCookieFor(admin.id),
    });
    expect(answer).toMatchObject({ status: 409, text: PASSKEY_TEXT.needsDomain });
  });
});

describe("a passkey as the second sign-in step", () => {
  async function secondStep(cookie: string, passkey: SoftPasskey, options?: PublicKeyCredentialRequestOptionsJSON) {
    const asked =
      options ?? (await requestOptions(secondStepOptionsRoute, "/api/login/verify/options", cookie)).options;
    return post(verifyRoute, "/api/login/verify", cookie, {
      passkey: assertPasskey(passkey, asked),
      callbackUrl: "/users",
    });
  }

  it("completes the session, offering only the admin's own passkeys, and records which one", async () => {
    const { admin, passkey } = await adminWithPasskey();
    const cookie = await pendingSessionCookie(admin.id);
    expect(await reachesPanel(cookie)).toBe(false);
    const { options } = await requestOptions(secondStepOptionsRoute, "/api/login/verify/options", cookie);
    expect(options.allowCredentials?.map(({ id }) => id)).toEqual([passkey.credentialId]);
    const answer = await secondStep(cookie, passkey, options);
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.json()).toEqual({ redirectTo: "/users" });
    expect(await reachesPanel(cookie)).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "auth.sign_in", actorId: admin.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.details).toMatchObject({ secondFactor: "passkey", passkey: "Chrome on macOS" });
    expect((await db.passkey.findFirstOrThrow({ where: { userId: admin.id } })).lastUsedAt).not.toBeNull();
  });

  it("refuses a replayed answer, one to another session's challenge, and another admin's passkey", async () => {
    const { admin, passkey } = await adminWithPasskey();
    const first = await pendingSessionCookie(admin.id);
    const { options } = await requestOptions(secondStepOptionsRoute, "/api/login/verify/options", first);
    const answer = assertPasskey(passkey, options);
    expect((await post(verifyRoute, "/api/login/verify", first, { passkey: answer })).status).toBe(200);

    const second = await pendingSessionCookie(admin.id);
    await requestOptions(secondStepOptionsRoute, "/api/login/verify/options", second);
    expect(await post(verifyRoute, "/api/login/verify", second, { passkey: answer })).toMatchObject({
      status: 401,
      text: PASSKEY_TEXT.refused,
    });

    const other = await adminWithPasskey();
    const { options: mine } = await requestOptions(secondStepOptionsRoute, "/api/login/verify/options", second);
    expect((await secondStep(second, other.passkey, mine)).status).toBe(401);
    expect(await reachesPanel(second)).toBe(false);
    expect(await db.auditLog.count({ where: { action: "auth.second_factor_failed", actorId: admin.id } })).toBe(2);
  });

  it("gives options only to a session that owes its second factor", async () => {
    const { admin } = await adminWithPasskey();
    expect(
      (await post(secondStepOptionsRoute, "/api/login/verify/options", await sessionCookieFor(admin.id))).status,
    ).toBe(401);
    expect((await post(secondStepOptionsRoute, "/api/login/verify/options")).status).toBe(401);
  });
});

describe("a passwordless sign-in with a passkey", () => {
  async function signIn(passkey: SoftPasskey, { withCookie = true, userVerified = true } = {}) {
    const { options, headers } = await requestOptions(passkeySignInOptionsRoute, "/api/login/passkey/options");
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const challengeCookie = withCookie ? cookieNamed(headers, "passkey-challenge") : undefined;
    return post(passkeySignInRoute, "/api/login/passkey", challengeCookie, {
      passkey: assertPasskey(passkey, options, { userVerified }),
      callbackUrl: "/users",
    });
  }

  it("starts a complete session, second factor included, and audits it", async () => {
    const { admin, passkey } = await adminWithPasskey();
    await enrolTotp(admin.id);
    const answer = await signIn(passkey);
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.json()).toEqual({ redirectTo: "/users" });
    expect(await reachesPanel(cookieNamed(answer.headers, "session")!)).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "auth.sign_in", actorId: admin.id, details: { path: ["provider"], equals: "passkey" } },
    });
    expect(audit.details).toMatchObject({ passkey: "Chrome on macOS" });
  });

  it("refuses an answer without user verification, audited, and one without this browser's challenge cookie, which writes nothing", async () => {
    const { passkey } = await adminWithPasskey();
    const failures = () => db.auditLog.count({ where: { action: "auth.sign_in_failed", targetLabel: "passkey" } });
    const before = await failures();
    expect(await signIn(passkey, { userVerified: false })).toMatchObject({ status: 401, text: PASSKEY_TEXT.refused });
    expect(await failures()).toBe(before + 1);
    // No live challenge answered: anyone may post this, so it must not be able to grow the audit log.
    expect(await signIn(passkey, { withCookie: false })).toMatchObject({ status: 401, text: PASSKEY_TEXT.refused });
    const unasked = await post(passkeySignInRoute, "/api/login/passkey", undefined, {
      passkey: assertPasskey(passkey, { challenge: "bm90LWFza2Vk" }),
    });
    expect(unasked.status).toBe(401);
    expect(await failures()).toBe(before + 1);
  });

  it("refuses a passkey whose user handle is not the one it was made under", async () => {
    const { passkey } = await adminWithPasskey();
    expect((await signIn({ ...passkey, userHandle: "c29tZW9uZS1lbHNl" })).status).toBe(401);
  });

  it(`lets one address leave at most ${PASSKEY_SIGN_IN_LIMIT.points} challenges unanswered`, async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const answers = await Promise.all(
      Array.from({ length: PASSKEY_SIGN_IN_LIMIT.points + 5 }, () =>
        callRoute(passkeySignInOptionsRoute, { method: "POST", path: "/api/login/passkey/options", headers }),
      ),
    );
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(PASSKEY_SIGN_IN_LIMIT.points);
    expect(answers.filter(({ status }) => status === 429)).toHaveLength(5);
  });

  it("refuses a cross-origin request for a challenge", async () => {
    const answer = await callRoute(passkeySignInOptionsRoute, {
      method: "POST",
      path: "/api/login/passkey/options",
      origin: "https://evil.example",
    });
    expect(answer.status).toBe(403);
  });
});

describe("step-up with a passkey", () => {
  it("renews the confirmation of an admin whose only factor is a passkey", async () => {
    const { admin, passkey } = await adminWithPasskey();
    const cookie = await sessionCookieFor(admin.id);
    await db.session.updateMany({
      where: { userId: admin.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    expect((await callRoute(stepUpStatusRoute, { cookie, path: "/api/account/step-up" })).json()).toEqual({
      recent: false,
      method: "passkey",
      passkey: true,
    });
    expect(
      (await post(reauthenticateRoute, "/api/account/reauthenticate", cookie, { password: "anything" })).status,
    ).toBe(400);
    const { options } = await requestOptions(stepUpOptionsRoute, "/api/account/reauthenticate/options", cookie);
    expect(
      (
        await post(reauthenticateRoute, "/api/account/reauthenticate", cookie, {
          passkey: assertPasskey(passkey, options),
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(stepUpStatusRoute, { cookie, path: "/api/account/step-up" })).json()).toMatchObject({
      recent: true,
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.reauthenticated", actorId: admin.id } });
    expect(audit.details).toMatchObject({ method: "passkey" });
  });

  it("needs user verification: a passkey merely touched does not confirm", async () => {
    const { admin, passkey } = await adminWithPasskey();
    const cookie = await sessionCookieFor(admin.id);
    const { options } = await requestOptions(stepUpOptionsRoute, "/api/account/reauthenticate/options", cookie);
    expect(options.userVerification).toBe("required");
    const answer = await post(reauthenticateRoute, "/api/account/reauthenticate", cookie, {
      passkey: assertPasskey(passkey, options, { userVerified: false }),
    });
    expect(answer).toMatchObject({ status: 400, text: PASSKEY_TEXT.refused });
  });

  it("does not take a second-step challenge's answer", async () => {
    const { admin, passkey } = await adminWithPasskey();
    const pending = await pendingSessionCookie(admin.id);
    const { options } = await requestOptions(secondStepOptionsRoute, "/api/login/verify/options", pending);
    const cookie = await sessionCookieFor(admin.id);
    const answer = await post(reauthenticateRoute, "/api/account/reauthenticate", cookie, {
      passkey: assertPasskey(passkey, options),
    });
    expect(answer).toMatchObject({ status: 400, text: PASSKEY_TEXT.refused });
  });
});

describe("renaming and removing passkeys", () => {
  it("renames one's own passkey, audited, and not another admin's", async () => {
    const { admin, added } = await adminWithPasskey();
    const cookie = await sessionCookieFor(admin.id);
    const renamed = await callRoute(renamePasskeyRoute, {
      method: "PATCH",
      cookie,
      params: { id: added.passkey.id },
      body: { name: "  Work laptop " },
    });
    expect(renamed.json()).toMatchObject({ name: "Work laptop" });
    expect(await db.auditLog.count({ where: { action: "account.passkey_renamed", actorId: admin.id } })).toBe(1);
    const stranger = await createTestUser({ isAdmin: true });
    const refused = await callRoute(renamePasskeyRoute, {
      method: "PATCH",
      cookie: await sessionCookieFor(stranger.id),
      params: { id: added.passkey.id },
      body: { name: "Mine" },
    });
    expect(refused).toMatchObject({ status: 404, text: PASSKEY_ERRORS.notFound });
    const empty = await callRoute(renamePasskeyRoute, {
      method: "PATCH",
      cookie,
      params: { id: added.passkey.id },
      body: { name: " " },
    });
    expect(empty).toMatchObject({ status: 400 });
  });

  it("removes the last factor when the policy allows, and the recovery codes with it", async () => {
    const { admin, added } = await adminWithPasskey();
    const answer = await callRoute(removePasskeyRoute, {
      method: "DELETE",
      cookie: await sessionCookieFor(admin.id),
      params: { id: added.passkey.id },
    });
    expect(answer.status).toBe(204);
    expect(await db.passkey.count({ where: { userId: admin.id } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: admin.id } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "account.passkey_removed", actorId: admin.id },
    });
    expect(audit.details).toMatchObject({ passkey: "Chrome on macOS" });
  });

  describe("while the policy requires a factor", () => {
    withPolicy("admin");

    it("keeps the last factor, but lets either of two go, and the app go while a passkey stays", async () => {
      const { admin, added } = await adminWithPasskey();
      const cookie = await sessionCookieFor(admin.id);
      const last = await callRoute(removePasskeyRoute, { method: "DELETE", cookie, params: { id: added.passkey.id } });
      expect(last).toMatchObject({ status: 409, text: ACCOUNT_ERRORS.lastFactor });
      await enrolTotp(admin.id);
      expect((await callRoute(removeTotpRoute, { method: "DELETE", cookie, path: "/api/account/totp" })).status).toBe(
        204,
      );
      expect(await db.recoveryCode.count({ where: { userId: admin.id } })).toBe(10);
    });

    it("lets exactly one of two factors go when both are removed at once", async () => {
      const { admin, added } = await adminWithPasskey();
      const cookie = await sessionCookieFor(admin.id);
      await enrolTotp(admin.id);
      const [passkey, totp] = await Promise.all([
        callRoute(removePasskeyRoute, { method: "DELETE", cookie, params: { id: added.passkey.id } }),
        callRoute(removeTotpRoute, { method: "DELETE", cookie, path: "/api/account/totp" }),
      ]);
      expect([passkey.status, totp.status].sort()).toEqual([204, 409]);
      const left =
        (await db.passkey.count({ where: { userId: admin.id } })) +
        (await db.totpFactor.count({ where: { userId: admin.id } }));
      expect(left).toBe(1);
    });
  });

  it("is what a superadmin's reset of the admin's factors removes too", async () => {
    const { admin } = await adminWithPasskey();
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const answer = await callRoute(resetFactors, {
      method: "DELETE",
      cookie: await sessionCookieFor(superadmin.id),
      params: { id: admin.id },
    });
    expect(answer.status).toBe(200);
    expect(await db.passkey.count({ where: { userId: admin.id } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "user.reset_factors", targetId: admin.id } });
    expect(audit.details).toMatchObject({ removed: { passkeys: 1 } });
  });
});
