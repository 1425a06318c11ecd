// A session must end when it should, for good: the cookie an admin held
// before a ban, demotion, deletion, id change or password change never works
// again, whatever happens to the account afterwards.
import { GET as getAuthUser } from "@/app/api/auth/user/route";
import { DELETE as deleteUserRoute, PATCH as updateUserRoute } from "@/app/api/admin/users/[id]/route";
import { PUT as changeIdRoute } from "@/app/api/admin/users/[id]/change-id/route";
import { DELETE as signOutEverywhereRoute } from "@/app/api/admin/users/[id]/sessions/route";
import { SESSION_IDLE_TIMEOUT_SECONDS, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/config";
import {
  createSession,
  purgeEndedSessions,
  sessionFromToken,
  sessionToken,
  sidFromToken,
} from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { PERMISSIONS } from "@/lib/permissions/catalogue";
import { USER_ERRORS } from "@/lib/users/messages";
import { createOrPromoteSuperadmin } from "@/scripts/admin/superadmin";
import { customRole } from "../helpers/admins";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";

const isSignedIn = async (cookie: string) => (await callRoute(getAuthUser, { cookie })).status === 200;

async function patchUser(id: string, body: object) {
  const response = await callRoute(updateUserRoute, {
    method: "PATCH",
    cookie: await cookieFor("admin"),
    params: { id },
    body,
  });
  expect(response.status).toBe(200);
}

describe("sessions end for good", () => {
  it("a ban ends every session, and an unban does not revive them", async () => {
    const target = await createTestUser({ isAdmin: true });
    const [first, second] = [await sessionCookieFor(target.id), await sessionCookieFor(target.id)];
    expect(await isSignedIn(first)).toBe(true);
    await patchUser(target.id, { isBanned: true });
    await patchUser(target.id, { isBanned: false });
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);
    expect(await db.session.count({ where: { userId: target.id } })).toBe(0);
  });

  it("removing admin rights ends them, even once the rights are granted again", async () => {
    const target = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(target.id);
    await patchUser(target.id, { isAdmin: false });
    await patchUser(target.id, { isAdmin: true });
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("granting admin rights or unbanning leaves sessions alone", async () => {
    const target = await createTestUser();
    const cookie = await sessionCookieFor(target.id);
    await patchUser(target.id, { isAdmin: true });
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it("deleting the user ends them", async () => {
    const target = await createTestUser({ isBanned: true });
    const cookie = await sessionCookieFor(target.id);
    const response = await callRoute(deleteUserRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: target.id },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("changing the user's id ends them", async () => {
    const target = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(target.id);
    const newId = `moved-${uniqueTag()}`;
    const response = await callRoute(changeIdRoute, {
      method: "PUT",
      cookie: await cookieFor("admin"),
      params: { id: target.id },
      body: { newId },
    });
    expect(response.status).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await db.session.count({ where: { userId: newId } })).toBe(0);
  });

  it("a new password set from the command line ends them", async () => {
    const email = `super.${uniqueTag()}@example.test`;
    const { id } = await createOrPromoteSuperadmin(db, { email, password: "a-long-enough-password" });
    const cookie = await sessionCookieFor(id);
    await createOrPromoteSuperadmin(db, { email });
    expect(await isSignedIn(cookie)).toBe(true);
    await createOrPromoteSuperadmin(db, { email, password: "another-long-password" });
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe("only a superadmin may change a superadmin's id", () => {
  it("refuses an admin and leaves the id as it was", async () => {
    const target = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const response = await callRoute(changeIdRoute, {
      method: "PUT",
      cookie: await cookieFor("admin"),
      params: { id: target.id },
      body: { newId: `x-${uniqueTag()}` },
    });
    expect(response).toMatchObject({ status: 403, text: USER_ERRORS.changeSuperadminId });
    expect(await db.user.count({ where: { id: target.id } })).toBe(1);
  });

  it("lets a superadmin do it", async () => {
    const target = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const newId = `y-${uniqueTag()}`;
    const response = await callRoute(changeIdRoute, {
      method: "PUT",
      cookie: await cookieFor("superadmin"),
      params: { id: target.id },
      body: { newId },
    });
    expect(response.status).toBe(200);
    expect(await db.user.count({ where: { id: newId } })).toBe(1);
  });
});

describe("idle timeout and lifetime", () => {
  it("ends a session idle for longer than the timeout and deletes its row", async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const idleSince = new Date(Date.now() - (SESSION_IDLE_TIMEOUT_SECONDS + 1) * 1000);
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: idleSince } });
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps an active session alive: a request refreshes last_seen_at (at most once a minute)", async () => {
    const user = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(user.id);
    const almostIdle = new Date(Date.now() - (SESSION_IDLE_TIMEOUT_SECONDS - 5) * 1000);
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: almostIdle } });
    expect(await isSignedIn(cookie)).toBe(true);
    const { lastSeenAt } = await db.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(Date.now() - lastSeenAt.getTime()).toBeLessThan(10_000);
    expect(await isSignedIn(cookie)).toBe(true);
    const again = await db.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(again.lastSeenAt).toEqual(lastSeenAt);
  });

  it("refuses a cookie past its own expiry, though it was decoded before", async () => {
    const sid = await createSession((await createTestUser()).id, "test");
    const token = await sessionToken(sid);
    expect(await sidFromToken(token)).toBe(sid);
    expect(await sidFromToken(token, Date.now() + (SESSION_MAX_AGE_SECONDS + 60) * 1000)).toBeNull();
    expect(await sidFromToken(`${token}x`)).toBeNull();
  });

  it("purges rows past their lifetime or idle timeout, and keeps live ones", async () => {
    const user = await createTestUser();
    const [expired, idle, live] = [
      await createSession(user.id, "test"),
      await createSession(user.id, "test"),
      await createSession(user.id, "test"),
    ];
    await db.session.update({ where: { sid: expired }, data: { expire: new Date(Date.now() - 1000) } });
    await db.session.update({
      where: { sid: idle },
      data: { lastSeenAt: new Date(Date.now() - (SESSION_IDLE_TIMEOUT_SECONDS + 60) * 1000) },
    });
    // Other files sign in meanwhile, and each sign-in purges too: what is left is what counts.
    await purgeEndedSessions();
    const left = await db.session.findMany({ where: { userId: user.id }, select: { sid: true } });
    expect(left.map((row) => row.sid)).toEqual([live]);
  });
});

describe("reading a session", () => {
  it("gives its user field by field as the users table holds it", async () => {
    // A ban ends sessions; this one is made after, so that every flag reads true.
    const user = await createTestUser({ isAdmin: true, isSuperadmin: true, isBanned: true });
    const token = await sessionToken(await createSession(user.id, "test"));
    const stored = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        handle: true,
        profileImageUrl: true,
        isAdmin: true,
        isSuperadmin: true,
        isBanned: true,
      },
    });
    // Banned: let in nowhere, so holding nothing.
    expect((await sessionFromToken(token))?.user).toEqual({ ...stored, permissions: [], roleName: "No access" });
  });

  it("gives a custom role's permissions from its row, without superadmin-only or unknown ones", async () => {
    const role = await customRole(["contacts.read", "users.take_control", "retired.permission"], "Role");
    const user = await createTestUser({ isAdmin: true, roleId: role.id });
    const token = await sessionToken(await createSession(user.id, "test"));
    expect((await sessionFromToken(token))?.user).toMatchObject({
      permissions: ["contacts.read"],
      roleName: role.name,
    });
    // A superadmin is never narrowed by a role.
    await db.user.update({ where: { id: user.id }, data: { isSuperadmin: true } });
    expect((await sessionFromToken(token))?.user).toMatchObject({ permissions: PERMISSIONS, roleName: "Superadmin" });
  });

  it("signs nobody in with a session that has no user, and deletes it", async () => {
    const sid = await createSession((await createTestUser()).id, "test");
    await db.session.update({ where: { sid }, data: { userId: null } });
    expect(await sessionFromToken(await sessionToken(sid))).toBeNull();
    expect(await db.session.count({ where: { sid } })).toBe(0);
  });
});

describe("DELETE /api/admin/users/{id}/sessions (Sign out everywhere)", () => {
  it("ends every session of the user and audits how many", async () => {
    const target = await createTestUser({ isAdmin: true });
    const cookies = [await sessionCookieFor(target.id), await sessionCookieFor(target.id)];
    const response = await callRoute(signOutEverywhereRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: target.id },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    for (const cookie of cookies) expect(await isSignedIn(cookie)).toBe(false);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "user.sign_out_everywhere", targetId: target.id },
    });
    expect(audit).toMatchObject({ actorId: await seedUserId("admin"), details: { revoked: 2 } });
  });

  it("lets only a superadmin sign a superadmin out", async () => {
    const target = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const cookie = await sessionCookieFor(target.id);
    const call = async (role: "admin" | "superadmin") =>
      callRoute(signOutEverywhereRoute, { method: "DELETE", cookie: await cookieFor(role), params: { id: target.id } });
    expect(await call("admin")).toMatchObject({ status: 403, text: USER_ERRORS.signOutSuperadmin });
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await call("superadmin")).status).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("answers 404 for an unknown user and refuses regular users", async () => {
    const unknown = await callRoute(signOutEverywhereRoute, {
      method: "DELETE",
      cookie: await cookieFor("admin"),
      params: { id: `nobody-${uniqueTag()}` },
    });
    expect(unknown.status).toBe(404);
    const target = await createTestUser();
    const cookie = await sessionCookieFor(target.id);
    const refused = await callRoute(signOutEverywhereRoute, {
      method: "DELETE",
      cookie: await cookieFor("user"),
      params: { id: target.id },
    });
    expect(refused.status).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });
});
