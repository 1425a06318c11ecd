// POST /api/chat/reports (docs/decisions/moderation.md "Reports"): a member's report from the chat app. Reports of
// the same message or member merge into its one open item by an upsert on a partial unique index, so two reports at
// once never open two items; a reporter's second report of the same open item is the first one again; a reporter
// is throttled by counting their own recent reports, under a lock of their id, so two reports at once count each other.
import "server-only";
import { badRequest, tooManyAtOnce } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session/session";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { messageExcerpt } from "@/lib/moderation-messages/display";
import { REPORT_ERROR_CODES, REPORTS_ERRORS } from "@/lib/reports/messages";
import type { FileReport } from "@/lib/reports/schema";

type Tx = Prisma.TransactionClient;

/** A member may file this many reports an hour: far above an honest member's, well below a script's. */
export const REPORTS_PER_HOUR = 30;
const WINDOW_MS = 60 * 60 * 1000;

export type FiledReport = { id: string; itemId: string; created: boolean };

type Target = {
  targetType: "message" | "user";
  messageId: string | null;
  channelId: string | null;
  userId: string;
  content: string | null;
  sentAt: Date | null;
};

async function readTarget(tx: Tx, report: FileReport): Promise<Target> {
  if (report.messageId !== undefined) {
    // A key-share lock: the message cannot be deleted under the report, and other reports are not held up.
    const [message] = await tx.$queryRaw<{ userId: string; channelId: string; content: string; createdAt: Date }[]>`
      SELECT "user_id" AS "userId", "channel_id" AS "channelId", "content", "created_at" AS "createdAt"
        FROM "messages" WHERE "id" = ${report.messageId} FOR KEY SHARE`;
    if (!message) throw badRequest(REPORTS_ERRORS.messageNotFound);
    return {
      targetType: "message",
      messageId: report.messageId,
      channelId: message.channelId,
      userId: message.userId,
      content: message.content,
      sentAt: message.createdAt,
    };
  }
  const userId = report.userId ?? "";
  if (!(await userExists(tx, userId))) throw badRequest(REPORTS_ERRORS.userNotFound);
  return { targetType: "user", messageId: null, channelId: null, userId, content: null, sentAt: null };
}

async function userExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "users" WHERE "id" = ${id} FOR KEY SHARE`;
  return rows.length > 0;
}

/** The reporter's report of the target's open item, if they filed one. */
async function earlierReport(tx: Tx, reporterId: string, target: Target): Promise<FiledReport | null> {
  const [row] = await tx.$queryRaw<{ id: string; itemId: string }[]>`
    SELECT r."id", r."item_id" AS "itemId" FROM "reports" r JOIN "report_items" i ON i."id" = r."item_id"
     WHERE r."reporter_id" = ${reporterId} AND i."status" = 'open' AND i."target_type" = ${target.targetType}
       AND ${target.messageId === null ? Prisma.sql`i."user_id" = ${target.userId}` : Prisma.sql`i."message_id" = ${target.messageId}`}`;
  return row ? { ...row, created: false } : null;
}

/** Seconds until the reporter may report again, or null: the window's oldest counted report must age out first. */
async function throttleWait(tx: Tx, reporterId: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [oldest] = await tx.$queryRaw<{ createdAt: Date }[]>`
    SELECT "created_at" AS "createdAt" FROM "reports" WHERE "reporter_id" = ${reporterId} AND "created_at" > ${since}
     ORDER BY "created_at" DESC OFFSET ${REPORTS_PER_HOUR - 1} LIMIT 1`;
  if (!oldest) return null;
  return Math.max(1, Math.ceil((oldest.createdAt.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/** The target's open item, made or added to: one statement, whichever report comes first. */
async function upsertItem(tx: Tx, target: Target, reason: string, now: Date): Promise<string> {
  const conflict =
    target.targetType === "message"
      ? Prisma.sql`("message_id") WHERE "status" = 'open' AND "target_type" = 'message'`
      : Prisma.sql`("user_id") WHERE "status" = 'open' AND "target_type" = 'user'`;
  const [item] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "report_items" ("id", "target_type", "message_id", "channel_id", "user_id", "message_content",
                                "message_sent_at", "report_count", "reasons", "first_reported_at", "last_reported_at")
    VALUES (gen_random_uuid()::text, ${target.targetType}, ${target.messageId}, ${target.channelId}, ${target.userId},
            ${target.content}, ${target.sentAt}, 1, ARRAY[${reason}]::text[], ${now}, ${now})
    ON CONFLICT ${conflict} DO UPDATE SET
      "report_count" = "report_items"."report_count" + 1,
      "reasons" = CASE WHEN ${reason} = ANY("report_items"."reasons") THEN "report_items"."reasons"
                       ELSE "report_items"."reasons" || ${reason}::text END,
      "last_reported_at" = GREATEST("report_items"."last_reported_at", EXCLUDED."last_reported_at")
    RETURNING "id"`;
  return item!.id;
}

/** How the audit log names an item: the message's first words, or the member. */
export const itemLabel = (item: { messageContent: string | null; userId: string | null }) =>
  item.messageContent !== null ? `message "${messageExcerpt(item.messageContent, 60)}"` : `member ${item.userId ?? ""}`;

/** Files the report, or answers the reporter's earlier one of the same open item (`created: false`). */
export function fileReport(actor: SessionUser, report: FileReport, now = new Date()): Promise<FiledReport> {
  return db.$transaction(async (tx) => {
    if (!(await userExists(tx, report.reporterId))) throw badRequest(REPORTS_ERRORS.reporterNotFound);
    const target = await readTarget(tx, report);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`report:${report.reporterId}`}, 0))`;
    const earlier = await earlierReport(tx, report.reporterId, target);
    if (earlier) return earlier;
    const wait = await throttleWait(tx, report.reporterId, now);
    if (wait !== null) throw tooManyAtOnce(REPORTS_ERRORS.throttled(wait), wait, REPORT_ERROR_CODES.throttled);
    const itemId = await upsertItem(tx, target, report.reason, now);
    const { id } = await tx.report.create({
      data: { itemId, reporterId: report.reporterId, reason: report.reason, comment: report.comment, createdAt: now },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "report_item.report",
      targetType: "report_item",
      targetId: itemId,
      targetLabel: itemLabel({ messageContent: target.content, userId: target.userId }),
      details: {
        reportId: id,
        reporterId: report.reporterId,
        reason: report.reason,
        ...(target.messageId ? { messageId: target.messageId } : { userId: target.userId }),
      },
    });
    return { id, itemId, created: true };
  });
}
