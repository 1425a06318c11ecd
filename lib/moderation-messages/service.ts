// Moderation's message search and single delete (docs/decisions/moderation.md): every channel's messages,
// newest first, keyset-paged, searched by the words of their content (the trigram index), by author, channel
// and UTC days; a delete moves one message to the trash with its audit entry, which raises message.deleted.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { countUpToCap, LARGE_LIST_COUNT_WAIT_MS } from "@/lib/api/capped-count";
import { dayBounds } from "@/lib/api/day-range";
import { notFound } from "@/lib/api/errors";
import { readNewestFirst } from "@/lib/api/indexed-search";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { matchEveryTerm } from "@/lib/api/search";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { HoldsPermissions } from "@/lib/permissions/has-permission";
import { messageExcerpt } from "@/lib/moderation-messages/display";
import { MESSAGES_ERRORS } from "@/lib/moderation-messages/messages";
import { moderationMessageSelect, type ModerationMessageRecord } from "@/lib/moderation-messages/record";
import type { BulkDeleteMessages, ListMessagesQuery, MessageFilter } from "@/lib/moderation-messages/schema";
import { countLabel } from "@/lib/audit/labels";
import { lockRow, lockRows } from "@/lib/records/rows";
import type { BulkDeleted } from "@/lib/trash/batch";
import { moveToTrash, newTrashBatch } from "@/lib/trash/move";
import { withVisibleEmail } from "@/lib/users/email-mask";

type Tx = Prisma.TransactionClient;

export function messageFilterWhere(filter: MessageFilter): Prisma.MessageWhereInput {
  const sentAt = dayBounds(filter);
  return {
    ...(filter.authorId ? { userId: filter.authorId } : {}),
    ...(filter.channelId ? { channelId: filter.channelId } : {}),
    ...(sentAt ? { createdAt: sentAt } : {}),
    AND: matchEveryTerm(filter.search, ["content"] as const),
  };
}

/** The author as `viewer` may see them: the email masked without users.email. */
function visibleAuthor(viewer: HoldsPermissions, message: ModerationMessageRecord): ModerationMessageRecord {
  return { ...message, user: withVisibleEmail(viewer, message.user) };
}

/**
 * GET /api/admin/messages: newest first. Messages run to millions, so the total is counted up to a cap
 * within a time budget (lib/api/capped-count.ts) whatever the filters, and reported as "at least" beyond it.
 */
export async function listModerationMessages(
  viewer: HoldsPermissions,
  query: ListMessagesQuery,
): Promise<Page<ModerationMessageRecord>> {
  const where = messageFilterWhere(query);
  const [page, counted] = await Promise.all([
    readNewestFirst(query.search, (client) =>
      keysetPage(query, (args) =>
        client.message.findMany({ ...args, where: { AND: [where, args.where] }, select: moderationMessageSelect }),
      ),
    ),
    countUpToCap((client, take) => client.message.count({ where, take }), { waitMs: LARGE_LIST_COUNT_WAIT_MS }),
  ]);
  return countedPage({ ...page, items: page.items.map((message) => visibleAuthor(viewer, message)) }, counted);
}

/**
 * Moves one channel message to the trash inside the caller's transaction, audited as message.delete with what it
 * said, who sent it and where, and the batch its Undo restores: the delete route's and a report's resolution's.
 * Null when there is no such message.
 */
export async function trashMessage(tx: Tx, actor: SessionUser, id: string): Promise<{ batchId: string } | null> {
  if (!(await lockRow(tx, "messages", id))) return null;
  const before = await tx.message.findUniqueOrThrow({
    where: { id },
    select: { content: true, userId: true, channelId: true, originalUserId: true },
  });
  // How the trash and the audit log name it: its first words.
  const label = messageExcerpt(before.content, 60);
  const { batchId } = await moveToTrash(tx, "message", [{ id, label }], actor);
  await recordAudit(tx, {
    actor,
    action: "message.delete",
    targetType: "message",
    targetId: id,
    targetLabel: label,
    details: { before, after: null, batch: batchId },
  });
  return { batchId };
}

/**
 * DELETE /api/admin/messages/{id}: the message to the trash (restorable there, or by the toast's Undo).
 * Answers the id the screen drops from its list.
 */
export function deleteModerationMessage(actor: SessionUser, id: string): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    if (!(await trashMessage(tx, actor, id))) throw notFound(MESSAGES_ERRORS.notFound);
    return { id };
  });
}

/** What the audit log keeps of each trashed message, and each message.deleted event carries. */
const trashedSelect = { id: true, content: true, userId: true, channelId: true, originalUserId: true } as const;

/**
 * Moves the (locked) messages to the trash under `batchId` and answers what each was, for the audit entry: its
 * label (first words), content, sender and channel. A bulk delete and each step of a purge share it.
 */
export async function trashMessages(tx: Tx, actor: SessionUser, ids: string[], batchId: string) {
  const records = await tx.message.findMany({
    where: { id: { in: ids } },
    select: trashedSelect,
    orderBy: { id: "asc" },
  });
  const listed = records.map((record) => ({ ...record, label: messageExcerpt(record.content, 60) }));
  await moveToTrash(tx, "message", listed, actor, batchId);
  return listed;
}

/** The audit entry of many trashed messages: covering each (a message.deleted event each), the first thousand kept. */
export function trashedMessagesAudit(listed: Awaited<ReturnType<typeof trashMessages>>, batchId: string) {
  return {
    targetType: "message",
    targetLabel: countLabel(listed.length, "message"),
    covers: listed.map(({ id }) => ({ type: "message", id })),
    details: { before: listed.slice(0, 1000), after: null, deleted: listed.length, batch: batchId },
  } as const;
}

/**
 * POST /api/admin/messages/bulk-delete: every selected message to the trash as one batch (one Undo brings them
 * all back), or none: a message gone meanwhile refuses the call (404). Locked in id order, so two overlapping
 * deletes never wait on each other in a circle.
 */
export function bulkDeleteModerationMessages(actor: SessionUser, input: BulkDeleteMessages): Promise<BulkDeleted> {
  const ids = [...new Set(input.messageIds)];
  return db.$transaction(async (tx) => {
    if ((await lockRows(tx, "messages", ids)) !== ids.length) throw notFound(MESSAGES_ERRORS.notFound);
    const batchId = newTrashBatch();
    const listed = await trashMessages(tx, actor, ids, batchId);
    await recordAudit(tx, { actor, action: "message.bulk_delete", ...trashedMessagesAudit(listed, batchId) });
    return { deleted: listed.length, batch: batchId };
  });
}
