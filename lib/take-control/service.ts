// Take Control (SPEC §2, §6): a superadmin reads a user's channels and
// conversations and speaks as that user. Routes admit superadmins only; each
// read and each send is audited with the acting superadmin and the user (and
// a send with its destination): reading someone's messages is an act too.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import { personLabelSelect, userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TAKE_CONTROL_ERRORS } from "@/lib/take-control/messages";
import {
  type ConversationSummary,
  type SendChannelMessage,
  type SendDirectMessage,
  type UserChannel,
} from "@/lib/take-control/schema";
import { userNotFound } from "@/lib/users/errors";
import { userDisplayName } from "@/lib/users/display";
import { SYSTEM_USER_ID } from "@/lib/users/record";

const CONVERSATION_LIMIT = 50;

/** The user, in words for the audit entry. */
async function existingUser(userId: string): Promise<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: personLabelSelect });
  if (!user) throw userNotFound();
  return userLabel(user);
}

/** Records that a superadmin looked into a user's channels or conversations (a 404 for no such user). */
async function auditRead(
  actor: SessionUser,
  userId: string,
  action: "take_control.view_channels" | "take_control.view_direct_messages",
) {
  await recordAudit(db, {
    actor,
    action,
    targetType: "user",
    targetId: userId,
    targetLabel: await existingUser(userId),
  });
}

export async function listUserChannels(actor: SessionUser, userId: string): Promise<UserChannel[]> {
  await auditRead(actor, userId, "take_control.view_channels");
  const memberships = await db.channelMember.findMany({
    where: { userId },
    select: { channel: { select: { id: true, name: true, description: true } } },
    orderBy: { channel: { name: "asc" } },
  });
  return memberships.map((membership) => membership.channel);
}

/** One row per conversation partner with the latest message, newest conversation first. */
export async function listConversations(actor: SessionUser, userId: string): Promise<ConversationSummary[]> {
  await auditRead(actor, userId, "take_control.view_direct_messages");
  const latest = await db.$queryRaw<{ id: string; partner: string; content: string }[]>`
    SELECT id, partner, content FROM (
      SELECT DISTINCT ON (partner) id, partner, content, created_at FROM (
        SELECT id, content, created_at, recipient_id AS partner FROM "direct_messages" WHERE sender_id = ${userId}
        UNION ALL
        SELECT id, content, created_at, sender_id AS partner FROM "direct_messages" WHERE recipient_id = ${userId}
      ) AS mine
      ORDER BY partner, created_at DESC
    ) AS per_partner
    ORDER BY created_at DESC
    LIMIT ${CONVERSATION_LIMIT}`;
  const partners = await db.user.findMany({
    where: { id: { in: latest.map((row) => row.partner) } },
    select: { id: true, firstName: true, lastName: true, email: true, handle: true },
  });
  const byId = new Map(partners.map((partner) => [partner.id, partner]));
  return latest.map((row) => {
    const partner = byId.get(row.partner);
    return {
      id: row.id,
      otherUserId: row.partner,
      otherUserName: partner ? userDisplayName(partner) : row.partner,
      content: row.content,
    };
  });
}

/** Nobody speaks as the system account, and the user must exist; the user in words for the audit entry. */
async function assertCanSpeakAs(tx: Prisma.TransactionClient, userId: string): Promise<string> {
  if (userId === SYSTEM_USER_ID) throw forbidden(TAKE_CONTROL_ERRORS.systemUser);
  const user = await tx.user.findUnique({ where: { id: userId }, select: personLabelSelect });
  if (!user) throw userNotFound();
  return userLabel(user);
}

export async function sendChannelMessage(actor: SessionUser, userId: string, input: SendChannelMessage) {
  const { channelId, content } = input;
  return db.$transaction(async (tx) => {
    const targetLabel = await assertCanSpeakAs(tx, userId);
    if (!(await tx.channel.findUnique({ where: { id: channelId }, select: { id: true } })))
      throw notFound(TAKE_CONTROL_ERRORS.channelNotFound);
    const membership = await tx.channelMember.findUnique({ where: { channelId_userId: { channelId, userId } } });
    if (!membership) throw badRequest(TAKE_CONTROL_ERRORS.notMember);
    const message = await tx.message.create({ data: { userId, channelId, content } });
    await recordAudit(tx, {
      actor,
      action: "take_control.send_message",
      targetType: "user",
      targetId: userId,
      targetLabel,
      details: { channelId, messageId: message.id },
    });
    return message;
  });
}

export async function sendDirectMessage(actor: SessionUser, userId: string, input: SendDirectMessage) {
  const { recipientId, content } = input;
  if (recipientId === userId) throw badRequest(TAKE_CONTROL_ERRORS.recipientIsSelf);
  return db.$transaction(async (tx) => {
    const targetLabel = await assertCanSpeakAs(tx, userId);
    if (
      recipientId === SYSTEM_USER_ID ||
      !(await tx.user.findUnique({ where: { id: recipientId }, select: { id: true } }))
    ) {
      throw notFound(TAKE_CONTROL_ERRORS.recipientNotFound);
    }
    const message = await tx.directMessage.create({ data: { senderId: userId, recipientId, content } });
    await recordAudit(tx, {
      actor,
      action: "take_control.send_dm",
      targetType: "user",
      targetId: userId,
      targetLabel,
      details: { recipientId, directMessageId: message.id },
    });
    return message;
  });
}
