import { DELETE as deleteChannelsRoute, GET as listChannelsRoute } from "@/app/api/admin/channels/route";
import { parseLinkHeader } from "@/lib/api/pagination";
import { CHANNEL_VALIDATION } from "@/lib/channels/messages";
import { db } from "@/lib/db";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId } from "../helpers/session";
import { createChannel } from "../helpers/fixtures";

describe("GET /api/admin/channels", () => {
  it("is for admins only", async () => {
    expect((await callRoute(listChannelsRoute)).status).toBe(401);
    expect((await callRoute(listChannelsRoute, { cookie: await cookieFor("user") })).status).toBe(403);
  });

  it("lists channels newest first with id, name, description and createdAt, paged by cursor", async () => {
    const cookie = await cookieFor("admin");
    const first = await callRoute(listChannelsRoute, { cookie, path: "/api/admin/channels?limit=2" });
    const rows = first.json() as { id: string; name: string; description: string | null; createdAt: string }[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(["createdAt", "description", "id", "name"]);
    expect(new Date(rows[0]!.createdAt) >= new Date(rows[1]!.createdAt)).toBe(true);
    expect(Number(first.headers.get("x-total-count"))).toBeGreaterThanOrEqual(4);
    const next = parseLinkHeader(first.headers.get("link")).next!;
    const second = await callRoute(listChannelsRoute, { cookie, path: next });
    const more = second.json() as { id: string }[];
    expect(more.map((row) => row.id)).not.toContain(rows[0]!.id);
  });
});

describe("DELETE /api/admin/channels", () => {
  const remove = async (body: unknown) =>
    callRoute(deleteChannelsRoute, { method: "DELETE", cookie: await cookieFor("admin"), body });

  it("needs at least one channel id", async () => {
    expect(await remove({ channelIds: [] })).toMatchObject({
      status: 400,
      text: CHANNEL_VALIDATION.channelIdsRequired,
    });
    expect(await remove({})).toMatchObject({ status: 400, text: CHANNEL_VALIDATION.channelIdsRequired });
  });

  it("removes the channels with their messages and memberships, and audits it", async () => {
    const member = await createTestUser();
    const [one, two] = [await createChannel([member.id]), await createChannel([member.id])];
    await db.message.createMany({
      data: [
        { userId: member.id, channelId: one.id, content: "a" },
        { userId: member.id, channelId: one.id, content: "b" },
        { userId: member.id, channelId: two.id, content: "c" },
      ],
    });
    const response = await remove({ channelIds: [one.id, two.id] });
    expect(response.json()).toEqual({
      deleted: 2,
      messagesDeleted: 3,
      membershipsDeleted: 2,
      batch: expect.any(String),
    });
    expect(await db.channel.count({ where: { id: { in: [one.id, two.id] } } })).toBe(0);
    expect(await db.message.count({ where: { channelId: { in: [one.id, two.id] } } })).toBe(0);
    expect(await db.channelMember.count({ where: { userId: member.id } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "channel.bulk_delete" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({ actorId: await seedUserId("admin"), details: { deleted: 2, messagesDeleted: 3 } });
  });

  it("deletes nothing when one id is unknown", async () => {
    const channel = await createChannel([]);
    expect((await remove({ channelIds: [channel.id, "no-such-channel"] })).status).toBe(404);
    expect(await db.channel.findUnique({ where: { id: channel.id } })).not.toBeNull();
  });
});
