// Audit completeness (./harness.ts) for moderation's routes: messages, reports and sanctions; run with the users
// group. A report's resolution writes the entries of what it did besides its own (the message's delete, the author's
// sanction), and its Undo those of what it takes back (the restore, the marking as issued in error); a purge writes
// one entry per step. Their scenarios name every entry they write.
import { db } from "@/lib/db";
import { PURGE_STEP } from "@/lib/moderation-messages/purge";
import { createChannel, uniqueTag } from "../fixtures";
import { createTestUser } from "../session";
import { chatAppToken } from "../tokens";
import { call, type Input, type Scenario, type ScenarioGroup } from "./harness";

/** A user's sanctions and what the chat app reads of them. */
const sanctionsOf = (userId: string) => () =>
  Promise.all([
    db.sanction.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.user.findUnique({ where: { id: userId }, select: { mutedUntil: true, suspendedUntil: true, isBanned: true } }),
  ]);

/** A fresh user under a mute issued by the actor, straight to the tables (issuing one is the routes' own test). */
async function mutedUser(actorId: string) {
  const user = await createTestUser();
  const endsAt = new Date(Date.now() + 60 * 60 * 1000);
  const sanction = await db.sanction.create({
    data: { userId: user.id, kind: "mute", reason: "spam", endsAt, issuedById: actorId },
  });
  await db.user.update({ where: { id: user.id }, data: { mutedUntil: endsAt } });
  return { id: sanction.id, userId: user.id };
}

/** `count` messages by a new member in a channel of their own, sent on 2 April 2026 (a purge's window). */
async function channelMessages(count = 1) {
  const author = await createTestUser();
  const channel = await createChannel([author.id]);
  const tag = uniqueTag();
  const sentAt = new Date("2026-04-02T12:00:00Z").getTime();
  await db.message.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      userId: author.id,
      channelId: channel.id,
      content: `audit-${tag}-${index}`,
      createdAt: new Date(sentAt + index),
    })),
  });
  const message = await db.message.findFirstOrThrow({ where: { userId: author.id } });
  return { author, channel, message };
}

/** A reported member's item, open unless told otherwise. */
async function memberItem(data: { status?: string; resolvedBy?: string; resolvedAt?: Date } = {}) {
  const author = await createTestUser();
  return db.reportItem.create({ data: { targetType: "user", userId: author.id, reportCount: 1, ...data } });
}

/** A reported message's open item. */
async function messageItem() {
  const { author, channel, message } = await channelMessages();
  const item = await db.reportItem.create({
    data: {
      targetType: "message",
      messageId: message.id,
      channelId: channel.id,
      userId: author.id,
      messageContent: message.content,
      reportCount: 1,
    },
  });
  return { item, author, message };
}

/** What a resolution and its Undo change: the item, its message, its author's sanctions. */
const itemState = (itemId: string, messageId: string | null, authorId: string) => async () => [
  await db.reportItem.findUnique({ where: { id: itemId }, select: { status: true, resolution: true } }),
  messageId ? await db.message.count({ where: { id: messageId } }) : null,
  await sanctionsOf(authorId)(),
];

const RESOLVE = "POST /api/admin/reports/[itemId]/resolve";
const MUTE = { kind: "mute", reason: "spam", duration: "1h" } as const;

/** A sanction of each kind, with the entry it writes. */
const SANCTIONS = [
  ["user.warn", { kind: "warn", reason: "spam" }],
  ["user.mute", MUTE],
  ["user.suspend", { kind: "suspend", reason: "spam", duration: "1d" }],
  ["user.ban", { kind: "ban", reason: "spam" }],
] as const;
type SanctionCase = (typeof SANCTIONS)[number];

/** A sanction of each kind on a new member, as `input` calls the route (refused: a reason that is not one). */
const eachKind = (actorId: string, input: (userId: string, sanction: object) => Input) =>
  Promise.all(
    SANCTIONS.map(async ([action, sanction]): Promise<Scenario> => {
      const target = await createTestUser();
      return {
        action,
        actorId,
        valid: input(target.id, sanction),
        refused: input(target.id, { ...sanction, reason: "rude" }),
        state: sanctionsOf(target.id),
      };
    }),
  );

/** The item's message to the trash and its author muted: the resolution's entry, and the two of what it did. */
async function deleteAndMute(actorId: string): Promise<Scenario> {
  const { item, author, message } = await messageItem();
  const actions = (sanction: object) => [{ type: "delete_message" }, { type: "sanction", sanction }];
  return {
    action: "report_item.resolve",
    writes: ["report_item.resolve", "message.delete", "user.mute"],
    actorId,
    valid: { params: { itemId: item.id }, body: { actions: actions(MUTE) } },
    refused: { params: { itemId: item.id }, body: { actions: actions({ ...MUTE, reason: "rude" }) } },
    state: itemState(item.id, message.id, author.id),
  };
}

/** A reported member sanctioned: the resolution's entry and the sanction's. */
async function sanctionMember(actorId: string, [entry, sanction]: SanctionCase): Promise<Scenario> {
  const item = await memberItem();
  return {
    action: "report_item.resolve",
    writes: ["report_item.resolve", entry],
    actorId,
    valid: { params: { itemId: item.id }, body: { actions: [{ type: "sanction", sanction }] } },
    refused: { params: { itemId: item.id }, body: { actions: [{ type: "sanction", sanction }, { type: "dismiss" }] } },
    state: itemState(item.id, null, item.userId!),
  };
}

/** The Undo of a resolution that deleted the message and muted its author: both taken back, each with its entry. */
async function undoDeleteAndMute(actorId: string, expiredId: string): Promise<Scenario> {
  const { item, author, message } = await messageItem();
  const resolved = await call(RESOLVE, {
    params: { itemId: item.id },
    body: { actions: [{ type: "delete_message" }, { type: "sanction", sanction: MUTE }] },
  });
  if (resolved.status !== 200) throw new Error(`resolving the item to undo answered ${resolved.status}`);
  return {
    action: "report_item.reopen",
    writes: ["report_item.reopen", "trash.restore", "user.sanction_in_error"],
    actorId,
    valid: { params: { itemId: item.id } },
    refused: { params: { itemId: expiredId } },
    state: itemState(item.id, message.id, author.id),
  };
}

export const MODERATION_SCENARIOS: ScenarioGroup = {
  "DELETE /api/admin/messages/[id]": async (actorId) => {
    const { message } = await channelMessages();
    return [
      {
        action: "message.delete",
        actorId,
        valid: { params: { id: message.id } },
        refused: { params: { id: `missing-${uniqueTag()}` } },
        state: () => db.message.count({ where: { id: message.id } }),
      },
    ];
  },
  "GET /api/admin/messages/direct": async (actorId) => {
    const [sender, recipient] = [await createTestUser(), await createTestUser()];
    const tag = `audit-${uniqueTag()}`;
    await db.directMessage.create({ data: { senderId: sender.id, recipientId: recipient.id, content: tag } });
    // A read changes nothing: its audit row is the whole of its trace.
    const state = async () => null;
    return [
      {
        action: "message.search_direct",
        actorId,
        valid: { search: new URLSearchParams({ search: tag, authorId: sender.id }).toString() },
        refused: { search: new URLSearchParams({ from: "2026-03-05", to: "2026-03-01" }).toString() },
        state,
      },
    ];
  },
  "POST /api/admin/messages/bulk-delete": async (actorId) => {
    const { message } = await channelMessages();
    return [
      {
        action: "message.bulk_delete",
        actorId,
        valid: { body: { messageIds: [message.id] } },
        refused: { body: { messageIds: [message.id, `missing-${uniqueTag()}`] } },
        state: () => db.message.count({ where: { id: message.id } }),
      },
    ];
  },
  "POST /api/admin/messages/purge": async (actorId) => {
    // One message more than a step: two steps, each its own transaction with its own entry (the rule's exception,
    // docs/decisions/audit-log.md); the forced failure stops the first, so nothing is purged.
    const { author } = await channelMessages(PURGE_STEP + 1);
    const window = { authorId: author.id, from: "2026-04-02", to: "2026-04-02" };
    return [
      {
        action: "message.purge",
        writes: ["message.purge", "message.purge"],
        actorId,
        valid: { body: window },
        refused: { body: { ...window, to: "2026-04-01" } },
        state: () => db.message.count({ where: { userId: author.id } }),
      },
    ];
  },
  "POST /api/chat/reports": async (actorId) => {
    const { message } = await channelMessages();
    const reporter = await createTestUser();
    const bearer = await chatAppToken(["reports.create"], actorId);
    return [
      {
        action: "report_item.report",
        actorId,
        valid: { bearer, body: { reporterId: reporter.id, messageId: message.id, reason: "spam" } },
        refused: { bearer, body: { reporterId: reporter.id, messageId: message.id, reason: "rude" } },
        state: () => db.report.count({ where: { reporterId: reporter.id } }),
      },
    ];
  },
  "POST /api/admin/reports/[itemId]/claim": async (actorId) => {
    const item = await memberItem();
    return [
      {
        action: "report_item.claim",
        actorId,
        valid: { params: { itemId: item.id } },
        refused: { params: { itemId: `missing-${uniqueTag()}` } },
        state: () => db.reportItem.findUnique({ where: { id: item.id }, select: { claimedBy: true } }),
      },
    ];
  },
  [RESOLVE]: async (actorId) => {
    const item = await memberItem();
    return [
      {
        action: "report_item.resolve",
        actorId,
        valid: { params: { itemId: item.id }, body: { actions: [{ type: "dismiss" }] } },
        refused: { params: { itemId: item.id }, body: { actions: [] } },
        state: itemState(item.id, null, item.userId!),
      },
      await deleteAndMute(actorId),
      ...(await Promise.all(
        SANCTIONS.filter(([, sanction]) => sanction !== MUTE).map((sanction) => sanctionMember(actorId, sanction)),
      )),
    ];
  },
  "POST /api/admin/reports/[itemId]/reopen": async (actorId) => {
    const dismissed = await memberItem({ status: "resolved", resolvedBy: actorId, resolvedAt: new Date() });
    const expired = await memberItem({ status: "resolved", resolvedBy: actorId, resolvedAt: new Date(0) });
    return [
      {
        action: "report_item.reopen",
        actorId,
        valid: { params: { itemId: dismissed.id } },
        refused: { params: { itemId: expired.id } },
        state: itemState(dismissed.id, null, dismissed.userId!),
      },
      await undoDeleteAndMute(actorId, expired.id),
    ];
  },
  "POST /api/admin/users/[id]/sanctions": (actorId) => eachKind(actorId, (id, body) => ({ params: { id }, body })),
  "POST /api/admin/sanctions": (actorId) =>
    eachKind(actorId, (id, sanction) => ({ body: { sanction, userIds: [id] } })),
  "POST /api/admin/sanctions/[id]/lift": async (actorId) => {
    const { id, userId } = await mutedUser(actorId);
    return [
      {
        action: "user.lift_sanction",
        actorId,
        valid: { params: { id }, body: { reason: "Appeal accepted" } },
        refused: { params: { id }, body: { reason: "" } },
        state: sanctionsOf(userId),
      },
    ];
  },
  "POST /api/admin/sanctions/[id]/error": async (actorId) => {
    const { id, userId } = await mutedUser(actorId);
    return [
      {
        action: "user.sanction_in_error",
        actorId,
        valid: { params: { id }, body: {} },
        refused: { params: { id }, body: { reason: "x".repeat(501) } },
        state: sanctionsOf(userId),
      },
    ];
  },
  "PUT /api/admin/sanctions/ladder": async (actorId) => [
    {
      action: "sanction_ladder.update",
      actorId,
      valid: { body: { steps: [{ kind: "warn" }, { kind: "ban" }] } },
      refused: { body: { steps: [] } },
      state: () => db.moderationSetting.findMany(),
    },
  ],
};
