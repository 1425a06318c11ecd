// Moderation's message search and single delete through their routes, on the real database: words, author,
// channel and days; paging; the author's email masked without users.email; delete to the trash and back with
// its audit entry and webhook events; refusals.
import { GET as listRoute } from "@/app/api/admin/messages/route";
import { DELETE as deleteRoute } from "@/app/api/admin/messages/[id]/route";
import { POST as restoreRoute } from "@/app/api/admin/trash/restore/route";
import { DELETE as bulkDeleteUsersRoute } from "@/app/api/admin/users/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { MESSAGES_ERRORS, MESSAGES_VALIDATION } from "@/lib/moderation-messages/messages";
import type { ModerationMessageRow } from "@/lib/moderation-messages/schema";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/messages";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { adminHolding, builtInRole, newSignedInAdmin } from "../helpers/admins";
import { createChannel, uniqueTag } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { cookieFor, createTestUser } from "../helpers/session";

const admin = () => cookieFor("admin");

async function search(query: Record<string, string>, cookie?: string) {
  const path = `/api/admin/messages?${new URLSearchParams(query)}`;
  return callRoute(listRoute, { cookie: cookie ?? (await admin()), path });
}

async function found(query: Record<string, string>, cookie?: string) {
  return okJson<ModerationMessageRow[]>(await search(query, cookie));
}

async function remove(id: string, cookie?: string) {
  return callRoute(deleteRoute, {
    method: "DELETE",
    cookie: cookie ?? (await admin()),
    path: `/api/admin/messages/${id}`,
    params: { id },
  });
}

/** Two authors in two channels, each message with the tag, at known times. */
async function conversation() {
  const tag = uniqueTag();
  const [ada, bob] = [await createTestUser(), await createTestUser()];
  const [general, random] = [await createChannel([ada.id, bob.id]), await createChannel([ada.id])];
  const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
  const write = (userId: string, channelId: string, content: string, day: string) =>
    db.message.create({ data: { userId, channelId, content: `${content} ${tag}`, createdAt: at(day) } });
  const spam = await write(ada.id, general.id, "Buy CHEAP watches now", "2026-03-01");
  const hello = await write(bob.id, general.id, "hello everyone", "2026-03-02");
  const cheapBob = await write(bob.id, random.id, "cheap tricks", "2026-03-03");
  const later = await write(ada.id, random.id, "see you later", "2026-03-04");
  return { tag, ada, bob, general, random, spam, hello, cheapBob, later };
}

describe("GET /api/admin/messages", () => {
  it("finds channel messages by words, case-insensitive, newest first, with author, channel, time and content", async () => {
    const { tag, ada, bob, general, random, spam, cheapBob } = await conversation();
    const rows = await found({ search: `cheap ${tag}` });
    expect(rows.map((row) => row.id)).toEqual([cheapBob.id, spam.id]);
    expect(rows[1]).toEqual({
      id: spam.id,
      content: `Buy CHEAP watches now ${tag}`,
      createdAt: "2026-03-01T12:00:00.000Z",
      userId: ada.id,
      channelId: general.id,
      originalUserId: null,
      user: { id: ada.id, firstName: ada.firstName, lastName: ada.lastName, handle: ada.handle, email: ada.email },
      channel: { id: general.id, name: general.name },
    });
    expect(rows[0]).toMatchObject({ user: { id: bob.id }, channel: { id: random.id } });
    // Every word must match: "watches" narrows to one.
    expect((await found({ search: `watches cheap ${tag}` })).map((row) => row.id)).toEqual([spam.id]);
  });

  it("filters by author, by channel and by a range of UTC days, together with the words", async () => {
    const { tag, ada, bob, general, random, spam, hello, cheapBob, later } = await conversation();
    const ids = async (query: Record<string, string>) => (await found({ search: tag, ...query })).map((row) => row.id);
    expect(await ids({ authorId: ada.id })).toEqual([later.id, spam.id]);
    expect(await ids({ channelId: general.id })).toEqual([hello.id, spam.id]);
    expect(await ids({ authorId: bob.id, channelId: random.id })).toEqual([cheapBob.id]);
    expect(await ids({ from: "2026-03-02", to: "2026-03-03" })).toEqual([cheapBob.id, hello.id]);
    expect(await ids({ from: "2026-03-04" })).toEqual([later.id]);
    expect(await ids({ to: "2026-03-01" })).toEqual([spam.id]);
  });

  it("pages by cursor without repeating or skipping a message, and bounds the page size", async () => {
    const { tag, spam, hello, cheapBob, later } = await conversation();
    const first = await search({ search: tag, limit: "3" });
    expect(okJson<ModerationMessageRow[]>(first).map((row) => row.id)).toEqual([later.id, cheapBob.id, hello.id]);
    expect(first.headers.get("x-total-count")).toBe("4");
    const next = parseLinkHeader(first.headers.get("link")).next!;
    const second = okJson<ModerationMessageRow[]>(await callRoute(listRoute, { cookie: await admin(), path: next }));
    expect(second.map((row) => row.id)).toEqual([spam.id]);
    expect((await search({ limit: "201" })).status).toBe(400);
    expect((await search({ limit: "0" })).status).toBe(400);
  });

  it("masks the author's email for an admin without users.email", async () => {
    const { tag, ada } = await conversation();
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    const rows = await found({ search: tag, authorId: ada.id }, moderator.cookie);
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row.user.email).toBe(`t•••@${ada.email!.split("@")[1]}`);
    // The Viewer reads them in full: it holds users.email.
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    expect((await found({ search: tag, authorId: ada.id }, viewer.cookie))[0]!.user.email).toBe(ada.email);
  });

  it("refuses bad parameters with a 400 that names them", async () => {
    expect(await search({ search: "x".repeat(101) })).toMatchObject({
      status: 400,
      text: MESSAGES_VALIDATION.searchTooLong,
    });
    expect(await search({ from: "yesterday" })).toMatchObject({
      status: 400,
      text: "From must be a date (YYYY-MM-DD)",
    });
    expect(await search({ from: "2026-03-05", to: "2026-03-01" })).toMatchObject({
      status: 400,
      text: "From must not be after To",
    });
    expect(await search({ authorId: "a".repeat(201) })).toMatchObject({
      status: 400,
      text: MESSAGES_VALIDATION.authorIdInvalid,
    });
  });

  it("is refused without messages.read", async () => {
    const cookie = await adminHolding(["users.read", "channels.read"]);
    expect(await search({}, cookie)).toMatchObject({ status: 403, text: PERMISSION_DENIED_MESSAGE });
    expect((await search({}, await cookieFor("user"))).status).toBe(403);
  });
});

describe("DELETE /api/admin/messages/{id}", () => {
  it("moves the message to the trash, audited, with message.deleted; a restore brings it back with message.restored", async () => {
    const { tag, spam, general, ada } = await conversation();
    const moderator = await newSignedInAdmin({ role: await builtInRole("moderator") });
    expect(okJson(await remove(spam.id, moderator.cookie))).toEqual({ id: spam.id });
    expect(await db.message.findUnique({ where: { id: spam.id } })).toBeNull();
    expect((await found({ search: tag, channelId: general.id })).map((row) => row.id)).not.toContain(spam.id);

    const entry = await db.trashEntry.findFirstOrThrow({ where: { type: "message", recordId: spam.id } });
    expect(entry).toMatchObject({ label: `Buy CHEAP watches now ${tag}`, deletedBy: moderator.id });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "message.delete", targetId: spam.id } });
    expect(audit).toMatchObject({
      actorId: moderator.id,
      targetType: "message",
      details: {
        before: { content: spam.content, userId: ada.id, channelId: general.id },
        after: null,
        batch: entry.batchId,
      },
    });
    const deleted = await db.webhookEvent.findFirstOrThrow({
      where: { type: "message.deleted", payload: { path: ["data", "id"], equals: spam.id } },
    });
    expect(deleted.payload).toMatchObject({ data: { id: spam.id, content: spam.content, channelId: general.id } });

    // The toast's Undo: the delete's batch, by the moderator who deleted it.
    const restored = await callRoute(restoreRoute, {
      method: "POST",
      cookie: moderator.cookie,
      body: { batch: entry.batchId },
    });
    expect(okJson(restored)).toEqual({ restored: 1, notes: [] });
    expect(await db.message.findUniqueOrThrow({ where: { id: spam.id } })).toMatchObject({
      content: spam.content,
      userId: ada.id,
      channelId: general.id,
      createdAt: spam.createdAt,
    });
    expect(
      await db.webhookEvent.count({
        where: { type: "message.restored", payload: { path: ["data", "id"], equals: spam.id } },
      }),
    ).toBe(1);
  });

  it("gives a message whose author was deleted meanwhile to the deleted-user account, and back with them", async () => {
    const { spam, ada } = await conversation();
    await remove(spam.id);
    const entry = await db.trashEntry.findFirstOrThrow({ where: { type: "message", recordId: spam.id } });
    const bulkDelete = await callRoute(bulkDeleteUsersRoute, {
      method: "DELETE",
      cookie: await admin(),
      body: { userIds: [ada.id] },
    });
    expect(bulkDelete.status).toBe(200);
    const undo = async (batch: string) =>
      okJson(await callRoute(restoreRoute, { method: "POST", cookie: await admin(), body: { batch } }));
    expect(await undo(entry.batchId)).toEqual({ restored: 1, notes: [] });
    expect(await db.message.findUniqueOrThrow({ where: { id: spam.id } })).toMatchObject({
      userId: SYSTEM_USER_ID,
      originalUserId: ada.id,
    });
    // Ada's restore takes her messages back, this one with them.
    await undo((bulkDelete.json() as { batch: string }).batch);
    expect(await db.message.findUniqueOrThrow({ where: { id: spam.id } })).toMatchObject({
      userId: ada.id,
      originalUserId: null,
    });
  });

  it("answers 404 for a message that is not there, or already deleted", async () => {
    const { spam } = await conversation();
    await remove(spam.id);
    expect(await remove(spam.id)).toMatchObject({ status: 404, text: MESSAGES_ERRORS.notFound });
    expect(await remove(`missing-${uniqueTag()}`)).toMatchObject({ status: 404, text: MESSAGES_ERRORS.notFound });
  });

  it("is refused without messages.delete, and leaves the message", async () => {
    const { spam } = await conversation();
    const viewer = await newSignedInAdmin({ role: await builtInRole("viewer") });
    expect(await remove(spam.id, viewer.cookie)).toMatchObject({ status: 403, text: PERMISSION_DENIED_MESSAGE });
    expect(await db.message.count({ where: { id: spam.id } })).toBe(1);
  });
});
