// Second factors over the real routes and database: the password step leaves a
// session that reaches nothing but the second step; an authenticator code or a
// recovery code completes it, each once; the step is throttled like the
// password; MFA_REQUIRED sends an admin without a factor to enrolment; a
// superadmin resets another admin's factors; single sign-on owes the factor too.
import { GET as getAccount } from "@/app/api/account/route";
import { POST as confirmTotpRoute } from "@/app/api/account/totp/confirm/route";
import { DELETE as removeTotpRoute, POST as startTotpRoute } from "@/app/api/account/totp/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { DELETE as resetFactors } from "@/app/api/admin/users/[id]/factors/route";
import { GET as getAuthUser } from "@/app/api/auth/user/route";
import { POST as signInRoute } from "@/app/api/login/route";
import { POST as verifyRoute } from "@/app/api/login/verify/route";
import { ACCOUNT_ERRORS } from "@/lib/account/messages";
import type { RecoveryCodes, TotpEnrolment } from "@/lib/account/schema";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";
import { authOptions } from "@/lib/auth/sign-in/options";
import { hashPassword } from "@/lib/auth/sign-in/password";
import { SECOND_FACTOR_LIMITS } from "@/lib/auth/sign-in/second-factor";
import { PENDING_FACTOR_SECONDS, sessionFromToken } from "@/lib/auth/session/session";
import { totpCode } from "@/lib/auth/factors/totp";
import { db } from "@/lib/db";
import { TEST_PASSWORD } from "../helpers/constants";
import { callRoute } from "../helpers/request";
import { enrolTotp, pendingSessionCookie, staleCode, withPolicy } from "../helpers/second-factor";
import { cookieFor, createTestUser, sessionCookieFor } from "../helpers/session";

const STEP_MS = 30_000;
let addressCounter = 0;
const uniqueAddress = () => `192.0.2.${(process.pid + addressCounter++) % 250}`;

async function adminWithPassword(overrides: { isSuperadmin?: boolean } = {}) {
  const user = await createTestUser({ isAdmin: true, ...overrides });
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(TEST_PASSWORD) } });
  return user as typeof user & { email: string };
}

const sessionCookie = (headers: Headers) =>
  /(__Host-)?admin-panel\.session=[^;]+/.exec(headers.get("set-cookie") ?? "")?.[0];

async function signInWithPassword(email: string, callbackUrl = "/users") {
  const response = await callRoute(signInRoute, {
    method: "POST",
    path: "/api/login",
    body: { email, password: TEST_PASSWORD, callbackUrl },
    headers: { "x-forwarded-for": uniqueAddress() },
  });
  return { response, cookie: sessionCookie(response.headers)! };
}

const verify = (cookie: string | undefined, code: string, ip = uniqueAddress()) =>
  callRoute(verifyRoute, {
    method: "POST",
    path: "/api/login/verify",
    cookie,
    body: { code, callbackUrl: "/users" },
    headers: { "x-forwarded-for": ip },
  });

const reachesPanel = async (cookie: string) =>
  (await callRoute(listUsers, { cookie, path: "/api/admin/users" })).status === 200;

describe("the password step for an admin with an authenticator app", () => {
  it("leaves a session that reaches nothing but the second step, and says where that is", async () => {
    const admin = await adminWithPassword();
    await enrolTotp(admin.id);
    const { response, cookie } = await signInWithPassword(admin.email);
    expect(response.json()).toEqual({ redirectTo: "/login/verify?callbackUrl=%2Fusers" });
    expect(await reachesPanel(cookie)).toBe(false);
    expect((await callRoute(getAuthUser, { cookie })).status).toBe(401);
    expect((await callRoute(getAccount, { cookie, path: "/api/account" })).status).toBe(401);
    expect(await db.auditLog.count({ where: { action: "auth.second_factor_required", actorId: admin.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "auth.sign_in", actorId: admin.id } })).toBe(0);
  });

  it("is completed by a current code: the same session then reaches the panel, and the sign-in is audited", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    const { cookie } = await signInWithPassword(admin.email);
    const answer = await verify(cookie, totpCode(secret));
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.json()).toEqual({ redirectTo: "/users" });
    expect(await reachesPanel(cookie)).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.sign_in", actorId: admin.id } });
    expect(audit.details).toMatchObject({ secondFactor: "totp" });
  });

  it("accepts a code once: replayed on another session it is refused, as is an older step after a newer one", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    const now = Date.now();
    const [first, second, third] = await Promise.all([
      pendingSessionCookie(admin.id),
      pendingSessionCookie(admin.id),
      pendingSessionCookie(admin.id),
    ]);
    expect((await verify(first, totpCode(secret, now))).status).toBe(200);
    expect(await verify(second, totpCode(secret, now))).toMatchObject({ status: 401, text: SECOND_STEP_TEXT.invalid });
    expect((await verify(second, totpCode(secret, now - STEP_MS))).status).toBe(401);
    expect((await verify(third, totpCode(secret, now + STEP_MS))).status).toBe(200);
  });

  it("lets two requests with one code complete one session only", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    const cookies = await Promise.all(Array.from({ length: 5 }, () => pendingSessionCookie(admin.id)));
    const code = totpCode(secret);
    const statuses = (await Promise.all(cookies.map((cookie) => verify(cookie, code)))).map(({ status }) => status);
    expect(statuses.sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it("completes only the session whose cookie made the step", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    const [mine, other] = await Promise.all([pendingSessionCookie(admin.id), pendingSessionCookie(admin.id)]);
    expect((await verify(mine, totpCode(secret))).status).toBe(200);
    expect(await reachesPanel(mine)).toBe(true);
    expect(await reachesPanel(other)).toBe(false);
    expect((await sessionFromToken(other.split("=")[1]))?.stage).toBe("second-factor");
  });

  it("ends a session that has owed its factor for more than ten minutes: the password must be given again", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    const cookie = await pendingSessionCookie(admin.id);
    await db.session.updateMany({
      where: { userId: admin.id },
      data: { createdAt: new Date(Date.now() - (PENDING_FACTOR_SECONDS + 1) * 1000) },
    });
    expect((await verify(cookie, totpCode(secret))).status).toBe(401);
    expect(await db.session.count({ where: { userId: admin.id } })).toBe(0);
  });

  it("refuses a step without a session, or for a session that owes nothing", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    expect((await verify(undefined, totpCode(secret))).status).toBe(401);
    expect((await verify(await sessionCookieFor(admin.id), totpCode(secret))).status).toBe(401);
  });

  it("takes each recovery code once, whatever its case and dashes, and audits how many are left", async () => {
    const admin = await adminWithPassword();
    const { recoveryCodes } = await enrolTotp(admin.id);
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace("-", "")} `;
    expect((await verify(await pendingSessionCookie(admin.id), typed)).status).toBe(200);
    expect((await verify(await pendingSessionCookie(admin.id), recoveryCodes[3]!)).status).toBe(401);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "auth.sign_in", actorId: admin.id } });
    expect(audit.details).toMatchObject({ secondFactor: "recovery_code", recoveryCodesLeft: 9 });
  });

  it("is throttled like the password: a concurrent burst of wrong codes from one address gets exactly ten checks", async () => {
    const admin = await adminWithPassword();
    const { secret } = await enrolTotp(admin.id);
    const cookie = await pendingSessionCookie(admin.id);
    const ip = uniqueAddress();
    const wrong = staleCode((at) => totpCode(secret, at));
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => verify(cookie, wrong, ip)))).map(
      ({ status }) => status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(SECOND_FACTOR_LIMITS.accountAddress.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - SECOND_FACTOR_LIMITS.accountAddress.points);
    const throttled = await verify(cookie, totpCode(secret), ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.auditLog.count({ where: { action: "auth.second_factor_failed", actorId: admin.id } })).toBe(
      SECOND_FACTOR_LIMITS.accountAddress.points,
    );
    expect((await verify(cookie, totpCode(secret))).status).toBe(200);
  });
});

describe("MFA_REQUIRED=superadmin", () => {
  withPolicy("superadmin");

  it("sends a superadmin without a factor to enrolment, where only the account's factor routes answer, until the app is on", async () => {
    const superadmin = await adminWithPassword({ isSuperadmin: true });
    const { response, cookie } = await signInWithPassword(superadmin.email);
    expect(response.json()).toEqual({ redirectTo: "/login/enrol?callbackUrl=%2Fusers" });
    expect(await reachesPanel(cookie)).toBe(false);
    expect((await callRoute(getAccount, { cookie, path: "/api/account" })).json()).toMatchObject({
      totp: null,
      factorRequired: true,
    });

    const enrolment = (
      await callRoute(startTotpRoute, { method: "POST", cookie, path: "/api/account/totp" })
    ).json() as TotpEnrolment;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Admin%20Panel:.+\?.*secret=/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await callRoute(confirmTotpRoute, {
      method: "POST",
      cookie,
      path: "/api/account/totp/confirm",
      body: { code: staleCode((at) => totpCode(enrolment.secret, at)) },
    });
    expect(wrong).toMatchObject({ status: 400, text: ACCOUNT_ERRORS.invalidCode });
    const confirmed = await callRoute(confirmTotpRoute, {
      method: "POST",
      cookie,
      path: "/api/account/totp/confirm",
      body: { code: totpCode(enrolment.secret) },
    });
    const { recoveryCodes } = confirmed.json() as RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await db.recoveryCode.count({ where: { userId: superadmin.id, codeHash: { in: recoveryCodes } } })).toBe(0);
    expect(await reachesPanel(cookie)).toBe(true);
  });

  it("ends the admin's other sessions when the app is turned on: one owing an enrolment never becomes complete", async () => {
    const superadmin = await adminWithPassword({ isSuperadmin: true });
    const { cookie: mine } = await signInWithPassword(superadmin.email);
    const { cookie: another } = await signInWithPassword(superadmin.email);
    const enrolment = (
      await callRoute(startTotpRoute, { method: "POST", cookie: mine, path: "/api/account/totp" })
    ).json() as TotpEnrolment;
    await callRoute(confirmTotpRoute, {
      method: "POST",
      cookie: mine,
      path: "/api/account/totp/confirm",
      body: { code: totpCode(enrolment.secret) },
    });
    expect(await reachesPanel(mine)).toBe(true);
    expect(await reachesPanel(another)).toBe(false);
    expect(await sessionFromToken(another.split("=")[1])).toBeNull();
  });

  it("ends a session owing an enrolment once its sign-in is too old for a step-up: it cannot add a factor of its own", async () => {
    const superadmin = await adminWithPassword({ isSuperadmin: true });
    const { cookie } = await signInWithPassword(superadmin.email);
    // Six minutes: past the step-up window (five), within the ten a session owing its second factor is given.
    await db.session.updateMany({
      where: { userId: superadmin.id },
      data: { confirmedAt: new Date(Date.now() - 6 * 60 * 1000) },
    });
    const started = await callRoute(startTotpRoute, { method: "POST", cookie, path: "/api/account/totp" });
    expect(started.status).toBe(401);
    expect(await db.totpFactor.count({ where: { userId: superadmin.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: superadmin.id } })).toBe(0);
  });

  it("lets an admin who is not a superadmin straight in", async () => {
    const admin = await adminWithPassword();
    const { response, cookie } = await signInWithPassword(admin.email);
    expect(response.json()).toEqual({ redirectTo: "/users" });
    expect(await reachesPanel(cookie)).toBe(true);
  });

  it("refuses to remove a superadmin's last factor", async () => {
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    await enrolTotp(superadmin.id);
    const cookie = await sessionCookieFor(superadmin.id);
    expect(await callRoute(removeTotpRoute, { method: "DELETE", cookie, path: "/api/account/totp" })).toMatchObject({
      status: 409,
      text: ACCOUNT_ERRORS.lastFactor,
    });
    expect(await db.totpFactor.count({ where: { userId: superadmin.id } })).toBe(1);
  });
});

describe("a superadmin resetting another admin's factors", () => {
  it("removes the factors and the recovery codes, ends the admin's sessions, and audits it", async () => {
    const admin = await createTestUser({ isAdmin: true });
    await enrolTotp(admin.id);
    const adminCookie = await sessionCookieFor(admin.id);
    const reset = await callRoute(resetFactors, {
      method: "DELETE",
      cookie: await cookieFor("superadmin"),
      params: { id: admin.id },
      path: `/api/admin/users/${admin.id}/factors`,
    });
    expect(reset.status).toBe(200);
    expect(await db.totpFactor.count({ where: { userId: admin.id } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: admin.id } })).toBe(0);
    expect((await callRoute(getAuthUser, { cookie: adminCookie })).status).toBe(401);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "user.reset_factors", targetId: admin.id } });
    expect(audit.details).toMatchObject({ removed: { totp: 1, recoveryCodes: 10 }, sessionsEnded: 1 });
  });

  it("is for superadmins only", async () => {
    const admin = await createTestUser({ isAdmin: true });
    await enrolTotp(admin.id);
    const refused = await callRoute(resetFactors, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: admin.id },
      path: `/api/admin/users/${admin.id}/factors`,
    });
    expect(refused.status).toBe(403);
    expect(await db.totpFactor.count({ where: { userId: admin.id } })).toBe(1);
  });
});

describe("single sign-on", () => {
  it("is the first step only: an admin with an authenticator app still owes it (docs/decisions/second-factors.md)", async () => {
    const admin = await createTestUser({ isAdmin: true });
    await enrolTotp(admin.id);
    const token = await authOptions().callbacks!.jwt!({
      token: { email: admin.email },
      user: { id: "oidc-subject", email: admin.email },
      account: { provider: "oidc", type: "oauth", providerAccountId: "oidc-subject" },
    } as never);
    const session = await db.session.findUniqueOrThrow({ where: { sid: token.sid as string } });
    expect(session.pendingFactor).toBe(true);
    expect(await db.auditLog.count({ where: { action: "auth.second_factor_required", actorId: admin.id } })).toBe(1);
  });
});
