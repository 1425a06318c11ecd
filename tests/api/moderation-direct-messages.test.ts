// Moderation's direct-message search through its route, on the real database: words, sender, recipient and days;
// refused without Take Control's permission (the Moderator, the Viewer) or without a fresh step-up; every read
// audited with the messages shown.
import { GET as directRoute } from "@/app/api/admin/messages/direct/route";
import { db } from "@/lib/db";
import { MESSAGES_VALIDATION } from "@/lib/moderation-messages/messages";
import type { DirectMessageRow } from "@/lib/moderation-messages/schema";
import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import { adminHolding, builtInRole, newSignedInAdmin } from "../helpers/admins";
import { uniqueTag } from "../helpers/fixtures";
import { callRoute, okJson } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId, sessionCookieFor } from "../helpers/session";

async function search(query: Record<string, string>, cookie?: string) {
  const path = `/api/admin/messages/direct?${new URLSearchParams(query)}`;
  return callRoute(directRoute, { cookie: cookie ?? (await cookieFor("superadmin")), path });
}

/** Ada writes to Bob twice and Bob to Ada once, on known days. */
async function conversation() {
  const tag = uniqueTag();
  const [ada, bob] = [await createTestUser(), await createTestUser()];
  const write = (senderId: string, recipientId: string, content: string, day: string) =>
    db.directMessage.create({
      data: { senderId, recipientId, content: `${content} ${tag}`, createdAt: new Date(`${day}T12:00:00.000Z`) },
    });
  const offer = await write(ada.id, bob.id, "cheap watches for you", "2026-03-01");
  const reply = await write(bob.id, ada.id, "stop sending me this", "2026-03-02");
  const again = await write(ada.id, bob.id, "cheap watches again", "2026-03-03");
  return { tag, ada, bob, offer, reply, again };
}

const auditsOf = async (actorId: string) =>
  db.auditLog.findMany({ where: { action: "message.search_direct", actorId }, orderBy: { createdAt: "asc" } });

describe("GET /api/admin/messages/direct", () => {
  it("finds direct messages by words, sender, recipient and days, newest first, and audits each read", async () => {
    const { tag, ada, bob, offer, reply, again } = await conversation();
    const actorId = await seedUserId("superadmin");
    const before = (await auditsOf(actorId)).length;
    const ids = async (query: Record<string, string>) =>
      okJson<DirectMessageRow[]>(await search({ search: tag, ...query })).map((row) => row.id);
    expect(await ids({})).toEqual([again.id, reply.id, offer.id]);
    expect(await ids({ search: `cheap ${tag}` })).toEqual([again.id, offer.id]);
    expect(await ids({ authorId: bob.id })).toEqual([reply.id]);
    expect(await ids({ recipientId: bob.id, to: "2026-03-02" })).toEqual([offer.id]);

    const [first] = okJson<DirectMessageRow[]>(await search({ search: tag, authorId: bob.id }));
    expect(first).toMatchObject({
      content: `stop sending me this ${tag}`,
      sender: { id: bob.id, email: bob.email },
      recipient: { id: ada.id },
    });
    const audits = (await auditsOf(actorId)).slice(before);
    expect(audits).toHaveLength(5);
    expect(audits[2]).toMatchObject({
      targetType: "user",
      targetId: bob.id,
      details: { query: { authorId: bob.id, search: tag }, shown: [{ id: reply.id, senderId: bob.id }] },
    });
    expect(audits[0]).toMatchObject({ targetId: null, targetLabel: "every member" });
  });

  it("is refused without Take Control's permission: the Moderator and the Viewer get Take Control's 403, nothing audited", async () => {
    const { tag } = await conversation();
    for (const key of ["moderator", "viewer"] as const) {
      const admin = await newSignedInAdmin({ role: await builtInRole(key) });
      expect(await search({ search: tag }, admin.cookie)).toMatchObject({
        status: 403,
        text: TAKE_CONTROL_ERRORS.superadminOnly,
      });
      expect(await auditsOf(admin.id)).toHaveLength(0);
    }
    expect((await search({ search: tag }, await adminHolding(["messages.read", "messages.delete"]))).status).toBe(403);
  });

  it("asks a session not confirmed lately to step up, reading nothing", async () => {
    const { tag } = await conversation();
    const superadmin = await createTestUser({ isAdmin: true, isSuperadmin: true });
    const cookie = await sessionCookieFor(superadmin.id);
    await db.session.updateMany({
      where: { userId: superadmin.id },
      data: { confirmedAt: new Date(Date.now() - 10 * 60 * 1000) },
    });
    const stale = await search({ search: tag }, cookie);
    expect({ status: stale.status, body: stale.json() }).toMatchObject({
      status: 401,
      body: { error: "reauthentication_required" },
    });
    expect(await auditsOf(superadmin.id)).toHaveLength(0);
  });

  it("refuses bad parameters with a 400 that names them", async () => {
    expect(await search({ recipientId: "r".repeat(201) })).toMatchObject({
      status: 400,
      text: MESSAGES_VALIDATION.recipientIdInvalid,
    });
    expect(await search({ from: "2026-03-05", to: "2026-03-01" })).toMatchObject({
      status: 400,
      text: "From must not be after To",
    });
  });
});
