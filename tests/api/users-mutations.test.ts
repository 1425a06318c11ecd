import { POST as createUserRoute } from "@/app/api/admin/users/route";
import { GET as getUserRoute, PATCH as updateUserRoute } from "@/app/api/admin/users/[id]/route";
import { PUT as changeIdRoute } from "@/app/api/admin/users/[id]/change-id/route";
import { db } from "@/lib/db";
import { USER_ERRORS, USER_VALIDATION } from "@/lib/users/messages";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";
import { createUserWithActivity, referencesTo, uniqueTag } from "../helpers/fixtures";

const admin = () => cookieFor("admin");

describe("POST /api/admin/users", () => {
  it("creates a user and audits it", async () => {
    const email = `new.${uniqueTag()}@example.test`;
    const response = await callRoute(createUserRoute, {
      method: "POST",
      cookie: await admin(),
      body: { firstName: " Grace ", lastName: "Hopper", email: email.toUpperCase() },
    });
    expect(response.status).toBe(201);
    const created = response.json() as { id: string; email: string; firstName: string; isAdmin: boolean };
    expect(created).toMatchObject({ email, firstName: "Grace", isAdmin: false });
    const audit = await db.auditLog.findFirst({ where: { action: "user.create", targetId: created.id } });
    expect(audit?.actorId).toBe(await seedUserId("admin"));
  });

  it("answers 409 'Email already exists' for a taken email in any case, and 'User tag already exists' for a taken handle", async () => {
    const existing = await createTestUser();
    const cookie = await admin();
    const byEmail = await callRoute(createUserRoute, {
      method: "POST",
      cookie,
      body: { firstName: "A", lastName: "B", email: existing.email!.toUpperCase() },
    });
    expect(byEmail).toMatchObject({ status: 409, text: USER_ERRORS.emailExists });
    const byHandle = await callRoute(createUserRoute, {
      method: "POST",
      cookie,
      body: { firstName: "A", lastName: "B", email: `other.${uniqueTag()}@example.test`, handle: existing.handle },
    });
    expect(byHandle).toMatchObject({ status: 409, text: USER_ERRORS.handleExists });
  });

  const invalidLastName = `Invalid${uniqueTag()}`;
  it.each([
    [{ firstName: "", lastName: invalidLastName, email: "a@b.co" }, USER_VALIDATION.firstNameRequired],
    [{ firstName: "A", lastName: " ", email: "a@b.co" }, USER_VALIDATION.lastNameRequired],
    [{ firstName: "A", lastName: invalidLastName, email: "not-an-email" }, USER_VALIDATION.emailRequired],
    [{ firstName: "A", lastName: invalidLastName }, USER_VALIDATION.emailRequired],
  ])("refuses %p with 400 '%s' and creates nothing", async (body, message) => {
    const response = await callRoute(createUserRoute, { method: "POST", cookie: await admin(), body });
    expect(response).toMatchObject({ status: 400, text: message });
    expect(await db.user.count({ where: { OR: [{ lastName: invalidLastName }, { email: "a@b.co" }] } })).toBe(0);
  });
});

describe("GET /api/admin/users/{id}", () => {
  it("returns the user or 404 'User not found'", async () => {
    const user = await createTestUser();
    expect((await callRoute(getUserRoute, { cookie: await admin(), params: { id: user.id } })).json()).toMatchObject({
      id: user.id,
    });
    expect(await callRoute(getUserRoute, { cookie: await admin(), params: { id: "nobody-here" } })).toMatchObject({
      status: 404,
      text: USER_ERRORS.notFound,
    });
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  const patch = async (cookie: string, id: string, body: unknown) =>
    callRoute(updateUserRoute, { method: "PATCH", cookie, params: { id }, body });

  it("grants and removes admin rights, bans and unbans, auditing each", async () => {
    const user = await createTestUser();
    const cookie = await admin();
    expect((await patch(cookie, user.id, { isAdmin: true })).json()).toMatchObject({ isAdmin: true });
    expect((await patch(cookie, user.id, { isAdmin: false })).json()).toMatchObject({ isAdmin: false });
    expect((await patch(cookie, user.id, { isBanned: true })).json()).toMatchObject({ isBanned: true });
    expect((await patch(cookie, user.id, { isBanned: false })).json()).toMatchObject({ isBanned: false });
    const actions = await db.auditLog.findMany({
      where: { targetId: user.id },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual([
      "user.grant_admin",
      "user.remove_admin",
      "user.ban",
      "user.unban",
    ]);
  });

  it("refuses to let admins demote or ban themselves", async () => {
    const self = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(self.id);
    expect(await patch(cookie, self.id, { isAdmin: false })).toMatchObject({
      status: 403,
      text: USER_ERRORS.removeOwnAdmin,
    });
    expect(await patch(cookie, self.id, { isBanned: true })).toMatchObject({ status: 403, text: USER_ERRORS.banSelf });
    expect(await db.user.findUniqueOrThrow({ where: { id: self.id } })).toMatchObject({
      isAdmin: true,
      isBanned: false,
    });
  });

  it("refuses to demote or ban a superadmin", async () => {
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const cookie = await admin();
    expect(await patch(cookie, superadmin.id, { isAdmin: false })).toMatchObject({
      status: 403,
      text: USER_ERRORS.demoteSuperadmin,
    });
    expect(await patch(cookie, superadmin.id, { isBanned: true })).toMatchObject({
      status: 403,
      text: USER_ERRORS.banSuperadmin,
    });
  });

  it("refuses a body with both or neither flag, and any change to the system user", async () => {
    const user = await createTestUser();
    const cookie = await admin();
    expect(await patch(cookie, user.id, { isAdmin: true, isBanned: true })).toMatchObject({
      status: 400,
      text: USER_VALIDATION.oneChange,
    });
    expect(await patch(cookie, user.id, {})).toMatchObject({ status: 400, text: USER_VALIDATION.oneChange });
    expect((await patch(cookie, user.id, { isAdmin: "yes" })).status).toBe(400);
    expect(await patch(cookie, SYSTEM_USER_ID, { isBanned: true })).toMatchObject({
      status: 403,
      text: USER_ERRORS.systemUser,
    });
    expect((await patch(cookie, "nobody-here", { isBanned: true })).status).toBe(404);
  });
});

describe("PUT /api/admin/users/{id}/change-id", () => {
  const change = async (cookie: string, id: string, body: unknown) =>
    callRoute(changeIdRoute, { method: "PUT", cookie, params: { id }, body });

  it("moves every reference to the new id in one step, and ends the user's sessions", async () => {
    const { user } = await createUserWithActivity();
    const before = await referencesTo(user.id);
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    const newId = `renamed_${uniqueTag()}`;

    const response = await change(await admin(), user.id, { newId });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ id: newId, email: user.email });
    expect(await referencesTo(newId)).toEqual({ ...before, sessions: 0 });
    expect(Object.values(await referencesTo(user.id)).every((count) => count === 0)).toBe(true);
    expect(await db.auditLog.findFirst({ where: { action: "user.change_id", targetId: newId } })).toMatchObject({
      details: { from: user.id, to: newId },
    });
  });

  it.each([
    [{ newId: "" }, USER_VALIDATION.newIdRequired],
    [{ newId: "has space" }, USER_VALIDATION.idPattern],
    [{ newId: "semi;colon" }, USER_VALIDATION.idPattern],
    [{}, USER_VALIDATION.newIdRequired],
  ])("refuses %p with 400", async (body, message) => {
    const user = await createTestUser();
    expect(await change(await admin(), user.id, body)).toMatchObject({ status: 400, text: message });
  });

  it("answers 409 'User ID already exists' and changes nothing", async () => {
    const [user, other] = [await createTestUser(), await createTestUser()];
    expect(await change(await admin(), user.id, { newId: other.id })).toMatchObject({
      status: 409,
      text: USER_ERRORS.idExists,
    });
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
  });

  it("refuses 'Cannot change your own user ID', the system user, a reserved id and unknown users", async () => {
    const self = await createTestUser({ isAdmin: true });
    expect(await change(await sessionCookieFor(self.id), self.id, { newId: `x${uniqueTag()}` })).toMatchObject({
      status: 403,
      text: USER_ERRORS.changeOwnId,
    });
    expect(await change(await admin(), SYSTEM_USER_ID, { newId: `x${uniqueTag()}` })).toMatchObject({
      status: 403,
      text: USER_ERRORS.systemUser,
    });
    expect((await change(await admin(), self.id, { newId: "recent" })).status).toBe(400);
    expect(await change(await admin(), "nobody-here", { newId: `x${uniqueTag()}` })).toMatchObject({
      status: 404,
      text: USER_ERRORS.notFound,
    });
  });
});
