import { DELETE as bulkDeleteRoute } from "@/app/api/admin/users/route";
import { DELETE as deleteUserRoute } from "@/app/api/admin/users/[id]/route";
import { db } from "@/lib/db";
import { USER_ERRORS, USER_VALIDATION } from "@/lib/users/messages";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";
import { createUserWithActivity, referencesTo } from "../helpers/fixtures";

const systemCounts = async () => ({
  messages: await db.message.count({ where: { userId: SYSTEM_USER_ID } }),
  directMessages: await db.directMessage.count({
    where: { OR: [{ senderId: SYSTEM_USER_ID }, { recipientId: SYSTEM_USER_ID }] },
  }),
  channels: await db.channel.count({ where: { createdBy: SYSTEM_USER_ID } }),
});

describe("DELETE /api/admin/users/{id}", () => {
  const remove = async (cookie: string, id: string) =>
    callRoute(deleteUserRoute, { method: "DELETE", cookie, params: { id } });

  it("merges a banned user's messages, DMs and channels into deleted-user-system and removes the rest", async () => {
    const { user, friend, channel } = await createUserWithActivity({ isBanned: true });
    const systemBefore = await systemCounts();

    const response = await remove(await cookieFor("admin"), user.id);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      deleted: 1,
      messagesMoved: 2,
      directMessagesMoved: 2,
      channelsMoved: 1,
      batch: expect.any(String),
    });

    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    const references = await referencesTo(user.id);
    expect(Object.values(references).every((count) => count === 0)).toBe(true);
    expect(await systemCounts()).toEqual({
      messages: systemBefore.messages + 2,
      directMessages: systemBefore.directMessages + 2,
      channels: systemBefore.channels + 1,
    });
    // The other side of the conversation and the channel itself survive.
    expect(await db.channel.findUnique({ where: { id: channel.id } })).toMatchObject({ createdBy: SYSTEM_USER_ID });
    expect(await db.directMessage.count({ where: { OR: [{ senderId: friend.id }, { recipientId: friend.id }] } })).toBe(
      2,
    );
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "user.delete", targetId: user.id } });
    expect(audit).toMatchObject({
      actorId: await seedUserId("admin"),
      details: { email: user.email, messagesMoved: 2 },
    });
  });

  it("deletes only banned users", async () => {
    const { user } = await createUserWithActivity();
    expect(await remove(await cookieFor("admin"), user.id)).toMatchObject({
      status: 400,
      text: USER_ERRORS.deleteNotBanned,
    });
    expect((await referencesTo(user.id)).messages).toBe(2);
  });

  it("refuses the caller's own account, a superadmin, the system user and unknown ids", async () => {
    const self = await createTestUser({ isAdmin: true, isBanned: false });
    expect(await remove(await sessionCookieFor(self.id), self.id)).toMatchObject({
      status: 403,
      text: USER_ERRORS.deleteSelf,
    });
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true, isBanned: true });
    expect(await remove(await cookieFor("admin"), superadmin.id)).toMatchObject({
      status: 403,
      text: USER_ERRORS.deleteSuperadmin,
    });
    expect(await remove(await cookieFor("admin"), SYSTEM_USER_ID)).toMatchObject({
      status: 403,
      text: USER_ERRORS.systemUser,
    });
    expect(await remove(await cookieFor("admin"), "nobody-here")).toMatchObject({
      status: 404,
      text: USER_ERRORS.notFound,
    });
  });
});

describe("DELETE /api/admin/users (bulk)", () => {
  const bulk = async (cookie: string, body: unknown) => callRoute(bulkDeleteRoute, { method: "DELETE", cookie, body });

  it("needs at least one user id", async () => {
    const cookie = await cookieFor("admin");
    expect(await bulk(cookie, { userIds: [] })).toMatchObject({ status: 400, text: USER_VALIDATION.userIdsRequired });
    expect(await bulk(cookie, {})).toMatchObject({ status: 400, text: USER_VALIDATION.userIdsRequired });
  });

  it("deletes the chosen users, banned or not, merging their data", async () => {
    const [first, second] = [await createUserWithActivity(), await createUserWithActivity()];
    const response = await bulk(await cookieFor("admin"), { userIds: [first.user.id, second.user.id] });
    expect(response.json()).toEqual({
      deleted: 2,
      messagesMoved: 4,
      directMessagesMoved: 4,
      channelsMoved: 2,
      batch: expect.any(String),
    });
    expect(await db.user.count({ where: { id: { in: [first.user.id, second.user.id] } } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "user.bulk_delete" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.details).toMatchObject({
      deleted: 2,
      userIds: expect.arrayContaining([first.user.id, second.user.id]),
    });
  });

  it("is all or nothing: with the caller's own id inside, nobody is deleted", async () => {
    const self = await createTestUser({ isAdmin: true });
    const { user } = await createUserWithActivity();
    const response = await bulk(await sessionCookieFor(self.id), { userIds: [user.id, self.id] });
    expect(response).toMatchObject({ status: 403, text: USER_ERRORS.deleteSelf });
    expect(await referencesTo(user.id)).toMatchObject({ messages: 2, apiKeys: 1, purchases: 1 });
  });

  it("refuses a selection holding a superadmin or an unknown id, changing nothing", async () => {
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const { user } = await createUserWithActivity();
    expect(await bulk(await cookieFor("admin"), { userIds: [user.id, superadmin.id] })).toMatchObject({
      status: 403,
      text: USER_ERRORS.deleteSuperadmin,
    });
    expect(await bulk(await cookieFor("admin"), { userIds: [user.id, "nobody-here"] })).toMatchObject({ status: 404 });
    expect((await referencesTo(user.id)).messages).toBe(2);
  });

  it("deletes every user matching a filter when the confirmed count still holds", async () => {
    const tag = `bulkfilter${Date.now()}`;
    for (let index = 0; index < 3; index++) {
      await db.user.create({ data: { firstName: tag, lastName: `${index}`, email: `${tag}.${index}@example.test` } });
    }
    const cookie = await cookieFor("admin");
    const stale = await bulk(cookie, { filter: { search: tag }, expectedCount: 2 });
    expect(stale.status).toBe(409);
    expect(await db.user.count({ where: { firstName: tag } })).toBe(3);
    const done = await bulk(cookie, { filter: { search: tag }, expectedCount: 3 });
    expect(done.json()).toMatchObject({ deleted: 3 });
    expect(await db.user.count({ where: { firstName: tag } })).toBe(0);
  });
});
