// The trash (lib/trash): every delete moves its records there with what went
// with them; restore brings them back as they were, says what it could not,
// and Delete Forever and the purge end them. On the real database.
import { GET as cronPurgeGet, POST as cronPurge } from "@/app/api/cron/purge/route";
import { DELETE as deleteCompanyRoute } from "@/app/api/admin/companies/[id]/route";
import { DELETE as deleteContactRoute } from "@/app/api/admin/contacts/[id]/route";
import { DELETE as deleteChannelsRoute } from "@/app/api/admin/channels/route";
import { DELETE as deletePurchaseRoute } from "@/app/api/admin/library/[id]/route";
import { GET as listTrashRoute } from "@/app/api/admin/trash/route";
import { POST as restoreRoute } from "@/app/api/admin/trash/restore/route";
import { POST as restoreOneRoute } from "@/app/api/admin/trash/[type]/[id]/restore/route";
import { DELETE as deleteForeverRoute } from "@/app/api/admin/trash/[type]/[id]/route";
import { DELETE as bulkDeleteUsersRoute, POST as createUserRoute } from "@/app/api/admin/users/route";
import { PUT as changeIdRoute } from "@/app/api/admin/users/[id]/change-id/route";
import { GET as listUsersRoute } from "@/app/api/admin/users/route";
import { db } from "@/lib/db";
import { purgeExpired } from "@/lib/trash/purge";
import type { TrashEntryRow } from "@/lib/trash/schema";
import { USER_ERRORS } from "@/lib/users/messages";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { createChannel, createUserWithActivity, referencesTo, uniqueTag } from "../helpers/fixtures";
import { adminHolding } from "../helpers/admins";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";

const admin = () => cookieFor("admin");

async function trashList(query: Record<string, string>) {
  const path = `/api/admin/trash?${new URLSearchParams(query).toString()}`;
  const response = await callRoute(listTrashRoute, { cookie: await admin(), path });
  expect(response.status).toBe(200);
  return { items: response.json() as TrashEntryRow[], total: Number(response.headers.get("x-total-count")) };
}

async function restore(body: unknown) {
  return callRoute(restoreRoute, { method: "POST", cookie: await admin(), body });
}

async function restoreOne(type: string, id: string) {
  return callRoute(restoreOneRoute, { method: "POST", cookie: await admin(), params: { type, id } });
}

async function deleteForever(type: string, id: string) {
  return callRoute(deleteForeverRoute, { method: "DELETE", cookie: await admin(), params: { type, id } });
}

async function crmFixture() {
  const tag = uniqueTag();
  const company = await db.company.create({ data: { name: `Trash Co ${tag}` } });
  const contact = await db.contact.create({ data: { firstName: "Tra", lastName: `Sh ${tag}`, companyId: company.id } });
  const deal = await db.deal.create({ data: { title: `Deal ${tag}`, value: 10, contactId: contact.id } });
  const activity = await db.activity.create({ data: { title: `Call ${tag}`, contactId: contact.id } });
  return { tag, company, contact, deal, activity };
}

describe("a deleted contact", () => {
  it("is listed in the trash and comes back with its links", async () => {
    const { tag, contact, deal, activity, company } = await crmFixture();
    const deleted = await callRoute(deleteContactRoute, {
      method: "DELETE",
      cookie: await admin(),
      params: { id: contact.id },
    });
    expect(deleted.json()).toEqual({ id: contact.id, unlinked: { deals: 1, activities: 1 } });
    expect(await db.contact.count({ where: { id: contact.id } })).toBe(0);
    expect(await db.deal.findUniqueOrThrow({ where: { id: deal.id } })).toMatchObject({ contactId: null });

    const listed = await trashList({ type: "contact", search: `sh ${tag}` });
    expect(listed.items).toEqual([
      expect.objectContaining({
        type: "contact",
        recordId: contact.id,
        label: `Tra Sh ${tag}`,
        deletedByLabel: expect.any(String),
      }),
    ]);
    const [entry] = listed.items;
    expect(new Date(entry!.purgeAt).getTime() - new Date(entry!.deletedAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect((await trashList({ type: "deal", search: `sh ${tag}` })).items).toEqual([]);
    // "all", the Trash screen's menu default, is every type.
    expect((await trashList({ type: "all", search: `sh ${tag}` })).items).toEqual(listed.items);

    const restored = await restoreOne("contact", contact.id);
    expect(restored).toMatchObject({ status: 200 });
    expect(restored.json()).toEqual({ restored: 1, notes: [] });
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      firstName: "Tra",
      companyId: company.id,
      version: contact.version,
    });
    expect(await db.deal.findUniqueOrThrow({ where: { id: deal.id } })).toMatchObject({ contactId: contact.id });
    expect(await db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      contactId: contact.id,
    });
    expect((await trashList({ search: `sh ${tag}` })).items).toEqual([]);
    expect(await restoreOne("contact", contact.id)).toMatchObject({ status: 404 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "trash.restore", targetId: contact.id } });
    expect(audit).toMatchObject({ actorId: await seedUserId("admin"), targetType: "contact" });
  });

  it("comes back without its company when that was deleted for good meanwhile, and says so", async () => {
    const { contact, company } = await crmFixture();
    const cookie = await admin();
    await callRoute(deleteContactRoute, { method: "DELETE", cookie, params: { id: contact.id } });
    await callRoute(deleteCompanyRoute, { method: "DELETE", cookie, params: { id: company.id } });
    expect((await deleteForever("company", company.id)).status).toBe(200);

    const restored = await restoreOne("contact", contact.id);
    expect(restored.json()).toEqual({
      restored: 1,
      notes: ["1 contact came back without their company, deleted meanwhile"],
    });
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({ companyId: null });
  });

  it("keeps a deal linked elsewhere meanwhile where it is", async () => {
    const { contact, deal } = await crmFixture();
    await callRoute(deleteContactRoute, { method: "DELETE", cookie: await admin(), params: { id: contact.id } });
    const other = await db.contact.create({ data: { firstName: "Other", lastName: uniqueTag() } });
    await db.deal.update({ where: { id: deal.id }, data: { contactId: other.id } });

    const restored = await restoreOne("contact", contact.id);
    expect(restored.json()).toMatchObject({ restored: 1, notes: [expect.stringContaining("1 deal")] });
    expect(await db.deal.findUniqueOrThrow({ where: { id: deal.id } })).toMatchObject({ contactId: other.id });
  });
});

describe("deleted users", () => {
  async function bulkDelete(userIds: string[]) {
    const response = await callRoute(bulkDeleteUsersRoute, {
      method: "DELETE",
      cookie: await admin(),
      body: { userIds },
    });
    expect(response.status).toBe(200);
    return response.json() as { deleted: number; batch: string };
  }

  it("come back with every message, membership, purchase and key, and no session, on their delete's Undo", async () => {
    const first = await createUserWithActivity();
    const second = await createUserWithActivity();
    const before = await referencesTo(first.user.id);
    expect(before.sessions).toBe(1);

    const { batch } = await bulkDelete([first.user.id, second.user.id]);
    expect(await db.message.count({ where: { originalUserId: first.user.id, userId: SYSTEM_USER_ID } })).toBe(2);
    const listed = await callRoute(listUsersRoute, {
      cookie: await admin(),
      path: `/api/admin/users?search=${encodeURIComponent(first.user.email!)}`,
    });
    expect(listed.json()).toEqual([]);

    const restored = await restore({ batch });
    expect(restored.json()).toEqual({ restored: 2, notes: [] });
    expect(await referencesTo(first.user.id)).toEqual({ ...before, sessions: 0 });
    expect(await db.message.count({ where: { originalUserId: { not: null }, channelId: first.channel.id } })).toBe(0);
    expect(await db.channel.findUniqueOrThrow({ where: { id: first.channel.id } })).toMatchObject({
      createdBy: first.user.id,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: second.user.id } })).toMatchObject({
      email: second.user.email,
    });
    expect(await restore({ batch })).toMatchObject({ status: 404 });
  });

  it("keep their email and id reserved until deleted for good", async () => {
    const { user } = await createUserWithActivity();
    const other = await createTestUser();
    await bulkDelete([user.id]);
    const cookie = await admin();

    const create = () =>
      callRoute(createUserRoute, {
        method: "POST",
        cookie,
        body: { firstName: "New", lastName: "One", email: user.email },
      });
    expect(await create()).toMatchObject({ status: 409, text: USER_ERRORS.emailExists });
    const takeId = await callRoute(changeIdRoute, {
      method: "PUT",
      cookie,
      params: { id: other.id },
      body: { newId: user.id },
    });
    expect(takeId).toMatchObject({ status: 409, text: USER_ERRORS.idExists });
    // The database refuses it too, whoever writes.
    await expect(db.user.create({ data: { email: user.email } })).rejects.toThrow(/trash/);

    expect((await deleteForever("user", user.id)).status).toBe(200);
    expect(await db.message.count({ where: { originalUserId: user.id } })).toBe(0);
    expect(await create()).toMatchObject({ status: 201 });
  });

  it("keep their email even when a create races the delete", async () => {
    const cookie = await admin();
    for (let round = 0; round < 5; round++) {
      const user = await createTestUser();
      const [deleted, created] = await Promise.all([
        bulkDelete([user.id]),
        callRoute(createUserRoute, {
          method: "POST",
          cookie,
          body: { firstName: "Race", lastName: "Twin", email: user.email },
        }),
      ]);
      expect(deleted.deleted).toBe(1);
      expect(created).toMatchObject({ status: 409, text: USER_ERRORS.emailExists });
    }
  });

  it("refuse to give back a purchase whose user is still in the trash, naming what to restore first", async () => {
    const { user, item } = await createUserWithActivity();
    const purchase = await db.userPurchase.findFirstOrThrow({ where: { userId: user.id, shopItemId: item.id } });
    await callRoute(deletePurchaseRoute, { method: "DELETE", cookie: await admin(), params: { id: purchase.id } });
    await bulkDelete([user.id]);

    const refused = await restoreOne("purchase", purchase.id);
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.text).toMatch(/restore the user first/);
    expect(await db.userPurchase.count({ where: { id: purchase.id } })).toBe(0);

    const both = await restore({
      entries: [
        { type: "purchase", id: purchase.id },
        { type: "user", id: user.id },
      ],
    });
    expect(both.json()).toEqual({ restored: 2, notes: [] });
    expect(await db.userPurchase.count({ where: { id: purchase.id } })).toBe(1);
  });
});

describe("a deleted channel", () => {
  it("comes back with its messages and members; a sender deleted meanwhile gives way to the deleted-user account", async () => {
    const sender = await createTestUser();
    const stayer = await createTestUser();
    const channel = await createChannel([sender.id, stayer.id], stayer.id);
    await db.message.createMany({
      data: [
        { userId: sender.id, channelId: channel.id, content: "from the sender" },
        { userId: stayer.id, channelId: channel.id, content: "from the stayer" },
      ],
    });
    const deleted = await callRoute(deleteChannelsRoute, {
      method: "DELETE",
      cookie: await admin(),
      body: { channelIds: [channel.id] },
    });
    expect(deleted.json()).toMatchObject({ deleted: 1, messagesDeleted: 2, membershipsDeleted: 2 });
    await callRoute(bulkDeleteUsersRoute, { method: "DELETE", cookie: await admin(), body: { userIds: [sender.id] } });

    const restored = await restoreOne("channel", channel.id);
    expect(restored.json()).toEqual({
      restored: 1,
      notes: ["1 membership could not come back: their user is gone or in the trash"],
    });
    const messages = await db.message.findMany({ where: { channelId: channel.id }, orderBy: { content: "asc" } });
    expect(messages.map(({ userId, originalUserId }) => ({ userId, originalUserId }))).toEqual([
      { userId: SYSTEM_USER_ID, originalUserId: sender.id },
      { userId: stayer.id, originalUserId: null },
    ]);
    // Restoring the sender now gives the message back too.
    await restoreOne("user", sender.id);
    expect(await db.message.count({ where: { channelId: channel.id, userId: sender.id } })).toBe(1);
  });
});

describe("the purge", () => {
  const CRON_SECRET = "a-cron-secret-long-enough";

  it("ends entries past the retention, in batches, audited; the cron route needs the secret", async () => {
    const contacts = [await crmFixture(), await crmFixture(), await crmFixture()].map(({ contact }) => contact);
    for (const { id } of contacts) {
      await callRoute(deleteContactRoute, { method: "DELETE", cookie: await admin(), params: { id } });
    }
    const recordIds = contacts.map((contact) => contact.id);
    const entryIds = (await db.trashEntry.findMany({ where: { recordId: { in: recordIds } } })).map(({ id }) => id);
    expect(await purgeExpired({ entryIds })).toEqual({ purged: 0, batches: 0, longestBatchMs: 0 });

    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpired({ now: later, batchSize: 2, entryIds })).toMatchObject({ purged: 3, batches: 2 });
    expect(await db.trashEntry.count({ where: { recordId: { in: recordIds } } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "trash.purge" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({ actorId: null, targetType: "trash" });

    const request = (secret?: string) =>
      new Request("http://localhost/api/cron/purge", {
        method: "POST",
        headers: secret ? { authorization: `Bearer ${secret}` } : {},
      });
    expect((await cronPurge(request(CRON_SECRET))).status).toBe(404);
    process.env.CRON_SECRET = CRON_SECRET;
    try {
      expect((await cronPurge(request("wrong-secret-of-some-length"))).status).toBe(401);
      const answered = await cronPurgeGet(request(CRON_SECRET));
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({ purged: 0, batches: 0, longestBatchMs: 0 });
    } finally {
      delete process.env.CRON_SECRET;
    }
  });
});

describe("two restores of one batch at once", () => {
  it("bring it back once: one answers 200, the other 404", async () => {
    const { contact } = await crmFixture();
    await callRoute(deleteContactRoute, { method: "DELETE", cookie: await admin(), params: { id: contact.id } });
    const { batchId } = await db.trashEntry.findFirstOrThrow({ where: { recordId: contact.id } });
    const answers = await Promise.all([restore({ batch: batchId }), restore({ batch: batchId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await db.contact.count({ where: { id: contact.id } })).toBe(1);
  });
});

describe("input", () => {
  it("refuses an unknown type, a malformed batch and an empty selection with 400", async () => {
    expect(await restoreOne("nonsense", "x")).toMatchObject({ status: 400 });
    const badType = await callRoute(listTrashRoute, { cookie: await admin(), path: "/api/admin/trash?type=nonsense" });
    expect(badType.status).toBe(400);
    expect(await restore({ batch: "not-a-uuid" })).toMatchObject({ status: 400 });
    expect(await restore({ entries: [] })).toMatchObject({ status: 400 });
    expect(await deleteForever("contact", "no-such-entry")).toMatchObject({ status: 404 });
  });
});

describe("a restore that brings an account back", () => {
  it("needs a recent proof of who the admin is, as granting admin rights does; other restores do not", async () => {
    const staleAdmin = await createTestUser({ isAdmin: true });
    const cookie = await sessionCookieFor(staleAdmin.id);
    await db.session.updateMany({
      where: { userId: staleAdmin.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    const { user } = await createUserWithActivity();
    const { batch } = (
      await callRoute(bulkDeleteUsersRoute, { method: "DELETE", cookie: await admin(), body: { userIds: [user.id] } })
    ).json() as { batch: string };
    const { contact } = await crmFixture();
    await callRoute(deleteContactRoute, { method: "DELETE", cookie: await admin(), params: { id: contact.id } });

    const asStale = (body: unknown) => callRoute(restoreRoute, { method: "POST", cookie, body });
    expect(await asStale({ batch })).toMatchObject({ status: 401 });
    expect(await asStale({ entries: [{ type: "user", id: user.id }] })).toMatchObject({ status: 401 });
    const one = await callRoute(restoreOneRoute, { method: "POST", cookie, params: { type: "user", id: user.id } });
    expect(one).toMatchObject({ status: 401 });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await asStale({ entries: [{ type: "contact", id: contact.id }] })).toMatchObject({ status: 200 });
  });
});

describe("the trash follows a user", () => {
  it("whose id changed: a restored channel gives the membership and messages to the new id", async () => {
    const member = await createTestUser();
    const channel = await createChannel([member.id]);
    await db.message.create({ data: { userId: member.id, channelId: channel.id, content: "mine" } });
    const cookie = await admin();
    await callRoute(deleteChannelsRoute, { method: "DELETE", cookie, body: { channelIds: [channel.id] } });
    const newId = `renamed-${uniqueTag()}`;
    const renamed = await callRoute(changeIdRoute, {
      method: "PUT",
      cookie,
      params: { id: member.id },
      body: { newId },
    });
    expect(renamed.status).toBe(200);

    expect((await restoreOne("channel", channel.id)).json()).toEqual({ restored: 1, notes: [] });
    expect(await db.channelMember.count({ where: { channelId: channel.id, userId: newId } })).toBe(1);
    expect(await db.message.count({ where: { channelId: channel.id, userId: newId } })).toBe(1);
  });

  it("restored while their channel was in the trash: the channel gives their messages back too", async () => {
    const sender = await createTestUser();
    const channel = await createChannel([sender.id]);
    await db.message.create({ data: { userId: sender.id, channelId: channel.id, content: "before" } });
    const cookie = await admin();
    const deleted = await callRoute(bulkDeleteUsersRoute, { method: "DELETE", cookie, body: { userIds: [sender.id] } });
    await callRoute(deleteChannelsRoute, { method: "DELETE", cookie, body: { channelIds: [channel.id] } });
    await restore({ batch: (deleted.json() as { batch: string }).batch });

    await restoreOne("channel", channel.id);
    const [message] = await db.message.findMany({ where: { channelId: channel.id } });
    expect(message).toMatchObject({ userId: sender.id, originalUserId: null });
  });

  it("deleted for good: a trashed channel's messages no longer name them", async () => {
    const sender = await createTestUser();
    const channel = await createChannel([sender.id]);
    await db.message.create({ data: { userId: sender.id, channelId: channel.id, content: "gone" } });
    const cookie = await admin();
    await callRoute(bulkDeleteUsersRoute, { method: "DELETE", cookie, body: { userIds: [sender.id] } });
    await callRoute(deleteChannelsRoute, { method: "DELETE", cookie, body: { channelIds: [channel.id] } });
    expect((await deleteForever("user", sender.id)).status).toBe(200);

    await restoreOne("channel", channel.id);
    const [message] = await db.message.findMany({ where: { channelId: channel.id } });
    expect(message).toMatchObject({ userId: SYSTEM_USER_ID, originalUserId: null });
  });
});

describe("the trash for a reader without users.email", () => {
  it("masks the emails in its labels and finds no entry by one", async () => {
    const tag = uniqueTag();
    const secret = `secret-${tag}@example.test`;
    await db.trashEntry.create({
      data: {
        type: "contact",
        recordId: `contact-${tag}`,
        label: `Ada ${tag} (${secret})`,
        record: {},
        batchId: crypto.randomUUID(),
        deletedByLabel: `Deleter (deleter-${tag}@example.test)`,
      },
    });
    const cookie = await adminHolding(["trash.read", "contacts.read"], "Trash reader");
    const read = async (search: string, as = cookie) =>
      (
        await callRoute(listTrashRoute, { cookie: as, path: `/api/admin/trash?${new URLSearchParams({ search })}` })
      ).json() as TrashEntryRow[];

    const [entry] = await read(tag);
    expect(entry).toMatchObject({
      label: `Ada ${tag} (s•••@example.test)`,
      deletedByLabel: "Deleter (d•••@example.test)",
    });
    expect(await read(`${tag}@example`)).toEqual([]);
    expect(await read(`${tag}@example`, await admin())).toHaveLength(1);
  });
});
