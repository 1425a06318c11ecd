// Moderation's direct-message search (docs/decisions/moderation.md, "Direct messages"): the channel search's words,
// sender and days over members' private conversations. Reading them is Take Control's power: the route asks for
// its permission (users.take_control) and a fresh step-up, and every read is audited here, as Take Control's
// reads are, naming whose messages were searched and which ones were shown.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { countUpToCap, LARGE_LIST_COUNT_WAIT_MS } from "@/lib/api/capped-count";
import { dayBounds } from "@/lib/api/day-range";
import { readNewestFirst } from "@/lib/api/indexed-search";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { personLabelSelect, userLabel } from "@/lib/audit/labels";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { directMessageSelect, type DirectMessageRecord } from "@/lib/moderation-messages/record";
import type { ListDirectMessagesQuery } from "@/lib/moderation-messages/schema";
import { withVisibleEmail } from "@/lib/users/email-mask";

/** How the audit log names a search over every member's conversations. */
const EVERY_MEMBER = "every member";

function directMessageWhere(query: ListDirectMessagesQuery): Prisma.DirectMessageWhereInput {
  const sentAt = dayBounds(query);
  return {
    ...(query.authorId ? { senderId: query.authorId } : {}),
    ...(query.recipientId ? { recipientId: query.recipientId } : {}),
    ...(sentAt ? { createdAt: sentAt } : {}),
    AND: matchEveryTerm(query.search, ["content"] as const),
  };
}

/** Whose conversations were searched: the sender named, else the recipient, else every member. */
async function searchedMember(query: ListDirectMessagesQuery) {
  const id = query.authorId || query.recipientId;
  if (!id) return { targetId: null, targetLabel: EVERY_MEMBER };
  const member = await db.user.findUnique({ where: { id }, select: personLabelSelect });
  return { targetId: id, targetLabel: member ? userLabel(member) : id };
}

/**
 * GET /api/admin/messages/direct: newest first, keyset-paged, the total capped as the channel search's. The read
 * is audited after it succeeds, with the filter and the messages shown (id, sender, recipient), never their text.
 */
export async function listDirectMessages(
  viewer: SessionUser,
  query: ListDirectMessagesQuery,
): Promise<Page<DirectMessageRecord>> {
  const where = directMessageWhere(query);
  const [page, counted] = await Promise.all([
    readNewestFirst(query.search, (client) =>
      keysetPage(query, (args) =>
        client.directMessage.findMany({ ...args, where: { AND: [where, args.where] }, select: directMessageSelect }),
      ),
    ),
    countUpToCap((client, take) => client.directMessage.count({ where, take }), { waitMs: LARGE_LIST_COUNT_WAIT_MS }),
  ]);
  const { search, authorId, recipientId, from, to } = query;
  await recordAudit(db, {
    actor: viewer,
    action: "message.search_direct",
    targetType: "user",
    ...(await searchedMember(query)),
    details: {
      query: { search, authorId, recipientId, from, to },
      shown: page.items.map(({ id, senderId, recipientId: to }) => ({ id, senderId, recipientId: to })),
    },
  });
  const items = page.items.map((message) => ({
    ...message,
    sender: withVisibleEmail(viewer, message.sender),
    recipient: withVisibleEmail(viewer, message.recipient),
  }));
  return countedPage({ ...page, items }, counted);
}
