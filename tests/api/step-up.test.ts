// Step-up: dangerous actions need a recent proof of who the admin is. A session
// confirmed too long ago gets the machine-readable 401; re-authenticating (the
// authenticator code when the admin has one, else the password) lets the same
// call through; banning stays quick, granting admin rights does not, nor does
// giving an admin the panel back (an unban) or banning admins in bulk.
import { POST as reauthenticateRoute } from "@/app/api/account/reauthenticate/route";
import { GET as stepUpRoute } from "@/app/api/account/step-up/route";
import { DELETE as signOutEverywhere } from "@/app/api/admin/users/[id]/sessions/route";
import { PATCH as updateUserRoute } from "@/app/api/admin/users/[id]/route";
import { PATCH as bulkEditUsersRoute } from "@/app/api/admin/users/route";
import { hashPassword } from "@/lib/auth/sign-in/password";
import { REAUTHENTICATE_TEXT } from "@/lib/auth/step-up/reauthenticate";
import { totpCode } from "@/lib/auth/factors/totp";
import { db } from "@/lib/db";
import { TEST_PASSWORD } from "../helpers/constants";
import { callRoute } from "../helpers/request";
import { enrolTotp, staleCode } from "../helpers/second-factor";
import { createTestUser, sessionCookieFor } from "../helpers/session";

const REFUSAL = { error: "reauthentication_required", message: "Confirm it's you to continue" };

/** An admin whose session proved who they are ten minutes ago (STEP_UP_SECONDS is five). */
async function staleAdmin(flags: { isSuperadmin?: boolean } = {}) {
  const admin = await createTestUser({ isAdmin: true, ...flags });
  await db.user.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(TEST_PASSWORD) } });
  const cookie = await sessionCookieFor(admin.id);
  await db.session.updateMany({
    where: { userId: admin.id },
    data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
  });
  return { admin, cookie };
}

const reauthenticate = (cookie: string, body: object) =>
  callRoute(reauthenticateRoute, { method: "POST", cookie, path: "/api/account/reauthenticate", body });
const signOutUser = (cookie: string, id: string) =>
  callRoute(signOutEverywhere, { method: "DELETE", cookie, params: { id }, path: `/api/admin/users/${id}/sessions` });
const patchUser = (cookie: string, id: string, body: object) =>
  callRoute(updateUserRoute, { method: "PATCH", cookie, params: { id }, path: `/api/admin/users/${id}`, body });
const bulkEditUsers = (cookie: string, body: object) =>
  callRoute(bulkEditUsersRoute, { method: "PATCH", cookie, path: "/api/admin/users", body });
const accessOf = (id: string) =>
  db.user.findUniqueOrThrow({ where: { id }, select: { isAdmin: true, isBanned: true, version: true } });
const selected = async (...ids: string[]) =>
  Promise.all(ids.map(async (id) => ({ id, version: (await accessOf(id)).version })));

describe("a session confirmed too long ago", () => {
  it("gets the machine-readable 401 for a dangerous action, which changes nothing, and says how to confirm", async () => {
    const { cookie } = await staleAdmin();
    const target = await createTestUser();
    await sessionCookieFor(target.id);
    const refused = await signOutUser(cookie, target.id);
    expect(refused.status).toBe(401);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await db.session.count({ where: { userId: target.id } })).toBe(1);
    expect((await callRoute(stepUpRoute, { cookie, path: "/api/account/step-up" })).json()).toEqual({
      recent: false,
      method: "password",
      passkey: false,
    });
  });

  it("passes again after re-authenticating with the password, audited", async () => {
    const { admin, cookie } = await staleAdmin();
    const target = await createTestUser();
    expect(await reauthenticate(cookie, { password: "wrong" })).toMatchObject({
      status: 400,
      text: REAUTHENTICATE_TEXT.invalidPassword,
    });
    expect(await db.auditLog.count({ where: { action: "auth.reauthentication_failed", actorId: admin.id } })).toBe(1);
    expect((await reauthenticate(cookie, { password: TEST_PASSWORD })).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "auth.reauthenticated", actorId: admin.id } })).toBe(1);
    expect((await signOutUser(cookie, target.id)).status).toBe(200);
    expect((await callRoute(stepUpRoute, { cookie, path: "/api/account/step-up" })).json()).toEqual({
      recent: true,
      method: "password",
      passkey: false,
    });
  });

  it("must use the authenticator code when the admin has one: the password alone does not do", async () => {
    const { admin, cookie } = await staleAdmin();
    const { secret } = await enrolTotp(admin.id);
    expect(await reauthenticate(cookie, { password: TEST_PASSWORD })).toMatchObject({
      status: 400,
      text: REAUTHENTICATE_TEXT.proofRequired,
    });
    expect(await reauthenticate(cookie, { code: staleCode((at) => totpCode(secret, at)) })).toMatchObject({
      status: 400,
      text: REAUTHENTICATE_TEXT.invalidCode,
    });
    const code = totpCode(secret);
    expect((await reauthenticate(cookie, { code })).status).toBe(200);
    // Spent: the same code cannot confirm another session.
    const other = await sessionCookieFor(admin.id);
    expect((await reauthenticate(other, { code })).status).toBe(400);
  });

  it("can still ban a user, but not grant admin rights", async () => {
    const { cookie } = await staleAdmin();
    const target = await createTestUser();
    expect((await patchUser(cookie, target.id, { isBanned: true })).status).toBe(200);
    const grant = await patchUser(cookie, target.id, { isAdmin: true });
    expect(grant.json()).toEqual(REFUSAL);
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).isAdmin).toBe(false);
  });
});

describe("giving the panel back, or taking it from admins in bulk, from a session confirmed too long ago", () => {
  it("refuses to unban an admin or a superadmin, changing nothing, but unbans a plain user at once", async () => {
    // A superadmin: only one may unban a superadmin at all (an admin acts only on those whose permissions it holds).
    const { cookie } = await staleAdmin({ isSuperadmin: true });
    const bannedAdmin = await createTestUser({ isAdmin: true, isBanned: true });
    const bannedSuperadmin = await createTestUser({ isSuperadmin: true, isBanned: true });
    const bannedUser = await createTestUser({ isBanned: true });
    for (const target of [bannedAdmin, bannedSuperadmin]) {
      const refused = await patchUser(cookie, target.id, { isBanned: false });
      expect(refused.status).toBe(401);
      expect(refused.json()).toEqual(REFUSAL);
      expect((await accessOf(target.id)).isBanned).toBe(true);
    }
    expect((await patchUser(cookie, bannedUser.id, { isBanned: false })).status).toBe(200);
    expect((await accessOf(bannedUser.id)).isBanned).toBe(false);
  });

  it("unbans the admin once the admin has re-authenticated", async () => {
    const { cookie } = await staleAdmin();
    const bannedAdmin = await createTestUser({ isAdmin: true, isBanned: true });
    expect((await patchUser(cookie, bannedAdmin.id, { isBanned: false })).status).toBe(401);
    expect((await reauthenticate(cookie, { password: TEST_PASSWORD })).status).toBe(200);
    expect((await patchUser(cookie, bannedAdmin.id, { isBanned: false })).status).toBe(200);
    expect(await accessOf(bannedAdmin.id)).toMatchObject({ isAdmin: true, isBanned: false });
  });

  it("refuses a bulk unban that reaches an admin, selected or matching, and changes none of the batch", async () => {
    const { cookie } = await staleAdmin();
    const bannedAdmin = await createTestUser({ isAdmin: true, isBanned: true });
    const bannedUser = await createTestUser({ isBanned: true });
    const bySelection = await bulkEditUsers(cookie, {
      records: await selected(bannedUser.id, bannedAdmin.id),
      change: { isBanned: false },
    });
    expect(bySelection.status).toBe(401);
    expect(bySelection.json()).toEqual(REFUSAL);
    const byFilter = await bulkEditUsers(cookie, {
      filter: { role: "admin", status: "banned", search: bannedAdmin.lastName! },
      change: { isBanned: false },
    });
    expect(byFilter.json()).toEqual(REFUSAL);
    expect((await accessOf(bannedAdmin.id)).isBanned).toBe(true);
    expect((await accessOf(bannedUser.id)).isBanned).toBe(true);
    // Plain users alone stay quick.
    const users = await bulkEditUsers(cookie, { records: await selected(bannedUser.id), change: { isBanned: false } });
    expect(users.status).toBe(200);
    expect((await accessOf(bannedUser.id)).isBanned).toBe(false);
  });

  it("refuses a bulk ban that reaches another admin, but bans plain users in bulk and an admin alone at once", async () => {
    const { cookie } = await staleAdmin();
    const admin = await createTestUser({ isAdmin: true });
    const user = await createTestUser();
    const byFilter = await bulkEditUsers(cookie, {
      filter: { role: "admin", search: admin.lastName! },
      change: { isBanned: true },
    });
    expect(byFilter.status).toBe(401);
    expect(byFilter.json()).toEqual(REFUSAL);
    const bySelection = await bulkEditUsers(cookie, {
      records: await selected(user.id, admin.id),
      change: { isBanned: true },
    });
    expect(bySelection.json()).toEqual(REFUSAL);
    expect((await accessOf(admin.id)).isBanned).toBe(false);
    expect((await accessOf(user.id)).isBanned).toBe(false);
    const users = await bulkEditUsers(cookie, { filter: { search: user.lastName! }, change: { isBanned: true } });
    expect(users.status).toBe(200);
    expect((await accessOf(user.id)).isBanned).toBe(true);
    expect((await patchUser(cookie, admin.id, { isBanned: true })).status).toBe(200);
  });
});
