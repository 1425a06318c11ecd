import { GET as channelsRoute } from "@/app/api/admin/users/[id]/channels/route";
import { GET as conversationsRoute } from "@/app/api/admin/users/[id]/direct-messages/route";
import { POST as sendMessageRoute } from "@/app/api/admin/users/[id]/send-message/route";
import { POST as sendDmRoute } from "@/app/api/admin/users/[id]/send-dm/route";
import { db } from "@/lib/db";
import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import { SYSTEM_USER_ID } from "@/lib/users/record";
import { callRoute } from "../helpers/request";
import { cookieFor, createTestUser, seedUserId } from "../helpers/session";
import { createChannel, createUserWithActivity } from "../helpers/fixtures";

describe("Take Control", () => {
  it("is for superadmins only: admins get 403 'Only superadmins…' on every call", async () => {
    const { user, channel, friend } = await createUserWithActivity();
    const cookie = await cookieFor("admin");
    const calls = [
      callRoute(channelsRoute, { cookie, params: { id: user.id } }),
      callRoute(conversationsRoute, { cookie, params: { id: user.id } }),
      callRoute(sendMessageRoute, {
        method: "POST",
        cookie,
        params: { id: user.id },
        body: { channelId: channel.id, content: "x" },
      }),
      callRoute(sendDmRoute, {
        method: "POST",
        cookie,
        params: { id: user.id },
        body: { recipientId: friend.id, content: "x" },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.text).toContain("Only superadmins");
    }
    expect(await db.message.count({ where: { userId: user.id } })).toBe(2);
  });

  it("audits each read of a user's channels and conversations with the superadmin who made it; refused reads write nothing", async () => {
    const { user } = await createUserWithActivity();
    const reads = {
      "take_control.view_channels": channelsRoute,
      "take_control.view_direct_messages": conversationsRoute,
    };
    for (const [action, route] of Object.entries(reads)) {
      expect((await callRoute(route, { cookie: await cookieFor("admin"), params: { id: user.id } })).status).toBe(403);
      expect((await callRoute(route, { cookie: await cookieFor("superadmin"), params: { id: user.id } })).status).toBe(
        200,
      );
      const entries = await db.auditLog.findMany({ where: { action, targetId: user.id } });
      expect(entries).toEqual([
        expect.objectContaining({ actorId: await seedUserId("superadmin"), targetType: "user" }),
      ]);
    }
  });

  it("lists the user's channels", async () => {
    const { user, channel } = await createUserWithActivity();
    const other = await createChannel([user.id]);
    const response = await callRoute(channelsRoute, { cookie: await cookieFor("superadmin"), params: { id: user.id } });
    const channels = response.json() as { id: string; name: string; description: string }[];
    expect(channels.map((entry) => entry.id).sort()).toEqual([channel.id, other.id].sort());
    expect(channels[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: "A channel made by a test",
    });
  });

  it("lists one conversation per partner with the partner's name and the last message", async () => {
    const { user, friend } = await createUserWithActivity();
    const third = await createTestUser();
    await db.directMessage.create({
      data: { senderId: third.id, recipientId: user.id, content: "newest", createdAt: new Date(Date.now() + 1000) },
    });
    const response = await callRoute(conversationsRoute, {
      cookie: await cookieFor("superadmin"),
      params: { id: user.id },
    });
    expect(response.json()).toEqual([
      { id: expect.any(String), otherUserId: third.id, otherUserName: `Test ${third.lastName}`, content: "newest" },
      { id: expect.any(String), otherUserId: friend.id, otherUserName: `Test ${friend.lastName}`, content: "hello" },
    ]);
  });

  it("sends a trimmed channel message as the user and audits who did it", async () => {
    const { user, channel } = await createUserWithActivity();
    const response = await callRoute(sendMessageRoute, {
      method: "POST",
      cookie: await cookieFor("superadmin"),
      params: { id: user.id },
      body: { channelId: channel.id, content: "  hello from control  " },
    });
    expect(response.status).toBe(201);
    const message = response.json() as { id: string; content: string; userId: string };
    expect(message).toMatchObject({ content: "hello from control", userId: user.id });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "take_control.send_message", targetId: user.id },
    });
    expect(audit).toMatchObject({
      actorId: await seedUserId("superadmin"),
      details: { channelId: channel.id, messageId: message.id },
    });
  });

  it("refuses empty content, a channel the user is not in, and unknown channels or users", async () => {
    const { user, channel } = await createUserWithActivity();
    const outsider = await createChannel([]);
    const cookie = await cookieFor("superadmin");
    const send = (id: string, body: unknown) =>
      callRoute(sendMessageRoute, { method: "POST", cookie, params: { id }, body });
    expect(await send(user.id, { channelId: channel.id, content: "   " })).toMatchObject({
      status: 400,
      text: TAKE_CONTROL_ERRORS.contentRequired,
    });
    expect(await send(user.id, { channelId: outsider.id, content: "hi" })).toMatchObject({
      status: 400,
      text: TAKE_CONTROL_ERRORS.notMember,
    });
    expect(await send(user.id, { channelId: "no-such-channel", content: "hi" })).toMatchObject({ status: 404 });
    expect(await send("nobody-here", { channelId: channel.id, content: "hi" })).toMatchObject({ status: 404 });
    expect(await db.message.count({ where: { userId: user.id } })).toBe(2);
  });

  it("sends a direct message as the user to an existing, different recipient", async () => {
    const { user } = await createUserWithActivity();
    const recipient = await createTestUser();
    const cookie = await cookieFor("superadmin");
    const send = (body: unknown) => callRoute(sendDmRoute, { method: "POST", cookie, params: { id: user.id }, body });

    const response = await send({ recipientId: recipient.id, content: " hey " });
    expect(response.json()).toMatchObject({ senderId: user.id, recipientId: recipient.id, content: "hey" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "take_control.send_dm", targetId: user.id } });
    expect(audit.details).toMatchObject({ recipientId: recipient.id });

    expect(await send({ recipientId: user.id, content: "me" })).toMatchObject({
      status: 400,
      text: TAKE_CONTROL_ERRORS.recipientIsSelf,
    });
    expect(await send({ recipientId: "nobody-here", content: "x" })).toMatchObject({
      status: 404,
      text: TAKE_CONTROL_ERRORS.recipientNotFound,
    });
    expect(await send({ recipientId: SYSTEM_USER_ID, content: "x" })).toMatchObject({ status: 404 });
    expect(await send({ recipientId: recipient.id, content: "" })).toMatchObject({
      status: 400,
      text: TAKE_CONTROL_ERRORS.contentRequired,
    });
  });
});
