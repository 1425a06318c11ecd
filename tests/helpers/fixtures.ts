// Rows a test owns: unique names, so parallel tests never collide.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { createTestUser, sessionCookieFor } from "./session";

export function uniqueTag(): string {
  return `${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;
}

export async function createChannel(memberIds: string[], createdBy?: string) {
  return db.channel.create({
    data: {
      name: `test-channel-${uniqueTag()}`,
      description: "A channel made by a test",
      createdBy,
      members: { create: memberIds.map((userId) => ({ userId })) },
    },
  });
}

/** A user with something in every table that refers to users. */
export async function createUserWithActivity(overrides: Parameters<typeof createTestUser>[0] = {}) {
  const user = await createTestUser(overrides);
  const friend = await createTestUser();
  const channel = await createChannel([user.id, friend.id], user.id);
  await db.message.createMany({
    data: [
      { userId: user.id, channelId: channel.id, content: "first" },
      { userId: user.id, channelId: channel.id, content: "second" },
    ],
  });
  await db.directMessage.createMany({
    data: [
      { senderId: user.id, recipientId: friend.id, content: "hi", createdAt: new Date(Date.now() - 2000) },
      { senderId: friend.id, recipientId: user.id, content: "hello", createdAt: new Date(Date.now() - 1000) },
    ],
  });
  const item = await db.shopItem.create({ data: { name: `item-${uniqueTag()}`, description: "d", price: "Free" } });
  await db.userPurchase.create({ data: { userId: user.id, shopItemId: item.id } });
  await db.apiKey.create({
    data: { userId: user.id, name: "key", keyHash: crypto.randomBytes(32).toString("hex"), prefix: "abcd1234" },
  });
  await sessionCookieFor(user.id);
  await db.auditLog.create({
    data: { actorId: user.id, action: "test.action", targetType: "user", targetId: friend.id },
  });
  return { user, friend, channel, item };
}

/** How many rows of each kind refer to a user id. */
export async function referencesTo(userId: string) {
  const [messages, sentDms, receivedDms, channels, memberships, purchases, apiKeys, sessions, auditEntries] =
    await Promise.all([
      db.message.count({ where: { userId } }),
      db.directMessage.count({ where: { senderId: userId } }),
      db.directMessage.count({ where: { recipientId: userId } }),
      db.channel.count({ where: { createdBy: userId } }),
      db.channelMember.count({ where: { userId } }),
      db.userPurchase.count({ where: { userId } }),
      db.apiKey.count({ where: { userId } }),
      db.session.count({ where: { userId } }),
      db.auditLog.count({ where: { actorId: userId } }),
    ]);
  return { messages, sentDms, receivedDms, channels, memberships, purchases, apiKeys, sessions, auditEntries };
}
