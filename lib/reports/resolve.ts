// POST /api/admin/reports/{itemId}/resolve and …/reopen (docs/decisions/moderation.md "Reports"): one transaction
// resolves every report of the item with what the moderator did, under a lock of the item, so of two moderators
// acting at once one succeeds and the other is told who did (and only one sanctions the author); the Undo reopens it,
// brings a deleted message back and marks a sanction it issued as issued in error ("undone"), which lifts it.
import "server-only";
import { ApiError, badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { PanelSession, SessionUser } from "@/lib/auth/session/session";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { trashMessage } from "@/lib/moderation-messages/service";
import { hasPermission } from "@/lib/permissions/has-permission";
import { lockRow } from "@/lib/records/rows";
import { refuseTaken } from "@/lib/reports/claim";
import { claimHolds, UNDO_GRACE_MS } from "@/lib/reports/claim-rules";
import { itemLabel } from "@/lib/reports/file-report";
import { REPORT_ERROR_CODES, REPORTS_ERRORS, type ResolveActionType } from "@/lib/reports/messages";
import type { ResolveAction, ResolveReport } from "@/lib/reports/schema";
import { issueSanction, toIssue, voidSanction } from "@/lib/sanctions/service";
import { restoreSelection } from "@/lib/trash/service";

type Tx = Prisma.TransactionClient;

type LockedItem = {
  id: string;
  status: string;
  targetType: string;
  messageId: string | null;
  userId: string | null;
  messageContent: string | null;
  claimedBy: string | null;
  claimedAt: Date | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  resolution: Omit<Resolution, "id"> | null;
};

async function lockItem(tx: Tx, id: string): Promise<LockedItem | null> {
  const [item] = await tx.$queryRaw<LockedItem[]>`
    SELECT "id", "status", "target_type" AS "targetType", "message_id" AS "messageId", "user_id" AS "userId",
           "message_content" AS "messageContent", "claimed_by" AS "claimedBy", "claimed_at" AS "claimedAt",
           "resolved_by" AS "resolvedBy", "resolved_at" AS "resolvedAt", "resolution"
      FROM "report_items" WHERE "id" = ${id} FOR UPDATE`;
  return item ?? null;
}

/** What a resolution did: its actions, the trash batch of a deleted message, the sanction it issued the author. */
export type Resolution = {
  id: string;
  actions: ResolveActionType[];
  trashBatch: string | null;
  sanctionId: string | null;
};

/** The reason an Undo gives the sanction it marks issued in error (lib/sanctions/service.ts's voidSanction). */
export const UNDONE_REASON = "undone";

/** Deletes the item's message to the trash: null when it was gone already (deleted elsewhere), which still resolves. */
async function deleteReportedMessage(tx: Tx, actor: SessionUser, item: LockedItem): Promise<string | null> {
  if (item.targetType !== "message" || !item.messageId) throw badRequest(REPORTS_ERRORS.noMessage);
  if (!hasPermission(actor, "messages.delete")) throw forbidden(REPORTS_ERRORS.deleteNeedsPermission);
  return (await trashMessage(tx, actor, item.messageId))?.batchId ?? null;
}

/** Sanctions the item's author (the reported member, or the message's author) with every rule issuing one has. */
async function sanctionAuthor(
  tx: Tx,
  actor: SessionUser,
  item: LockedItem,
  action: Extract<ResolveAction, { type: "sanction" }>,
): Promise<string> {
  if (!item.userId) throw badRequest(REPORTS_ERRORS.noAuthor);
  return (await issueSanction(tx, actor, toIssue(item.userId, action.sanction))).id;
}

/** Resolves the open item with the actions, every report in it at once; 409 when another moderator got there first. */
export function resolveReportItem(
  actor: SessionUser,
  id: string,
  { actions }: ResolveReport,
  now = new Date(),
): Promise<Resolution> {
  return db.$transaction(async (tx) => {
    const types = actions.map((action) => action.type);
    // The message before the item, the order a report takes them in (its key-share lock, then the item's upsert),
    // so a report arriving meanwhile and this resolution never wait on each other in a circle.
    const target = await tx.reportItem.findUnique({ where: { id }, select: { messageId: true } });
    if (types.includes("delete_message") && target?.messageId) await lockRow(tx, "messages", target.messageId);
    const item = await lockItem(tx, id);
    if (!item) throw notFound(REPORTS_ERRORS.notFound);
    if (item.status !== "open" || (item.claimedBy !== actor.id && item.claimedBy !== null && claimHolds(item, now)))
      return refuseTaken(tx, id);
    const trashBatch = types.includes("delete_message") ? await deleteReportedMessage(tx, actor, item) : null;
    const sanction = actions.find((action) => action.type === "sanction");
    const sanctionId = sanction ? await sanctionAuthor(tx, actor, item, sanction) : null;
    const resolution = { actions: types, trashBatch, sanctionId };
    await tx.reportItem.update({
      where: { id },
      data: {
        status: "resolved",
        resolvedBy: actor.id,
        resolvedAt: now,
        resolution,
        upheld: !types.includes("dismiss"),
        claimedBy: null,
        claimedAt: null,
      },
    });
    await recordAudit(tx, {
      actor,
      action: "report_item.resolve",
      targetType: "report_item",
      targetId: id,
      targetLabel: itemLabel(item),
      details: { actions: types, ...(trashBatch ? { batch: trashBatch } : {}), ...(sanctionId ? { sanctionId } : {}) },
    });
    return { id, ...resolution };
  });
}

/** Brings back what the resolution deleted: a batch restored from the trash meanwhile is back already. */
async function restoreDeleted(tx: Tx, actor: SessionUser, batch: string): Promise<void> {
  try {
    await restoreSelection(tx, actor, { batch });
  } catch (error) {
    // Only the batch's own lookup (a read) can answer 404, so the transaction goes on unharmed.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Takes back the sanction the resolution issued: marked issued in error, so it is lifted and stops counting. */
async function undoSanction(tx: Tx, session: PanelSession, sanctionId: string): Promise<void> {
  const sanction = await tx.sanction.findUnique({ where: { id: sanctionId }, select: { issuedInErrorAt: true } });
  // Gone with its user, or marked meanwhile by someone: nothing is left to take back.
  if (sanction && !sanction.issuedInErrorAt) await voidSanction(tx, session, sanctionId, UNDONE_REASON);
}

/**
 * The Undo: the actor's own resolution, within its window, reopened with its deleted message restored and its
 * sanction marked issued in error. The item is locked before the user, the order resolving takes them in.
 */
export function reopenReportItem(session: PanelSession, id: string, now = new Date()): Promise<{ id: string }> {
  const actor = session.user;
  return db.$transaction(async (tx) => {
    const item = await lockItem(tx, id);
    if (!item) throw notFound(REPORTS_ERRORS.notFound);
    if (item.status !== "resolved") throw conflict(REPORTS_ERRORS.notResolved, REPORT_ERROR_CODES.notResolved);
    if (item.resolvedBy !== actor.id) throw forbidden(REPORTS_ERRORS.notYours, REPORT_ERROR_CODES.notYours);
    if (!item.resolvedAt || now.getTime() - item.resolvedAt.getTime() > UNDO_GRACE_MS)
      throw conflict(REPORTS_ERRORS.undoExpired, REPORT_ERROR_CODES.undoExpired);
    const open = await tx.reportItem.count({
      where: {
        status: "open",
        ...(item.targetType === "message"
          ? { messageId: item.messageId }
          : { targetType: "user", userId: item.userId }),
      },
    });
    if (open > 0) throw conflict(REPORTS_ERRORS.reopenedElsewhere, REPORT_ERROR_CODES.reopenedElsewhere);
    if (item.resolution?.trashBatch) await restoreDeleted(tx, actor, item.resolution.trashBatch);
    if (item.resolution?.sanctionId) await undoSanction(tx, session, item.resolution.sanctionId);
    await tx.reportItem.update({
      where: { id },
      data: { status: "open", resolvedBy: null, resolvedAt: null, resolution: Prisma.DbNull, upheld: null },
    });
    await recordAudit(tx, {
      actor,
      action: "report_item.reopen",
      targetType: "report_item",
      targetId: id,
      targetLabel: itemLabel(item),
      details: { undone: item.resolution?.actions ?? [] },
    });
    return { id };
  });
}
