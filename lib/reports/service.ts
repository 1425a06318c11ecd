// The reports inbox's reads (docs/decisions/moderation.md "Reports"): the items, newest report first, keyset-paged
// on (last reported, id) with their filters; and one item with its message in context, its author's file and each
// reporter's record. Claims and resolutions are lib/reports/claim.ts and resolve.ts.
import "server-only";
import { notFound } from "@/lib/api/errors";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { countRowsUpToCap } from "@/lib/api/capped-count";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import { claimHolds } from "@/lib/reports/claim-rules";
import { REPORTS_ERRORS } from "@/lib/reports/messages";
import {
  fileNoteSelect,
  fileSanctionSelect,
  reportItemSelect,
  type ContextMessage,
  type Person,
  type ReportItemDetail,
  type ReportItemRecord,
} from "@/lib/reports/record";
import type { ListReportsQuery, ReportFilter } from "@/lib/reports/schema";
import { LADDER_WINDOW_DAYS } from "@/lib/sanctions/messages";
import { withVisibleEmail } from "@/lib/users/email-mask";

const CONTEXT_SIZE = 5;
const RECENT_ITEMS = 5;
/**
 * The reports an open item lists, oldest first: a message a whole community reported has thousands, and opening the
 * item (which claims it) must answer in the same few milliseconds; the item's count says how many there are.
 */
export const REPORT_ENTRIES_SHOWN = 100;
/** The author's file shows at most this many sanctions and notes: the user's page has the rest. */
const FILE_ENTRIES = 6;
const person = { id: true, firstName: true, lastName: true, handle: true } as const;

export function reportFilterWhere(filter: ReportFilter, viewerId: string): Prisma.ReportItemWhereInput {
  return {
    status: filter.status,
    ...(filter.reason !== "all" ? { reasons: { has: filter.reason } } : {}),
    ...(filter.channelId ? { channelId: filter.channelId } : {}),
    ...(filter.claimed === "me" ? { claimedBy: viewerId } : {}),
  };
}

/**
 * The items reportFilterWhere selects, in SQL, for the list's capped count: Prisma's count with `take` orders by id,
 * so PostgreSQL read every open item (100,000 in the bench) to count the first thousand; unordered, the status
 * index stops at the cap, in one round trip on the counting pool.
 */
function reportFilterSql(filter: ReportFilter, viewerId: string): Prisma.Sql {
  const conditions = [Prisma.sql`"status" = ${filter.status}`];
  if (filter.reason !== "all") conditions.push(Prisma.sql`"reasons" @> ARRAY[${filter.reason}]::text[]`);
  if (filter.channelId) conditions.push(Prisma.sql`"channel_id" = ${filter.channelId}`);
  if (filter.claimed === "me") conditions.push(Prisma.sql`"claimed_by" = ${viewerId}`);
  return Prisma.sql`SELECT 1 FROM "report_items" WHERE ${Prisma.join(conditions, " AND ")}`;
}

type Selected = Prisma.ReportItemGetPayload<{ select: typeof reportItemSelect }>;

/** The rows as the viewer may see them: channel names joined, the reported member's email masked without users.email. */
async function asRecords(viewer: HoldsPermissions, items: Selected[], now = new Date()): Promise<ReportItemRecord[]> {
  const channelIds = [...new Set(items.flatMap((item) => (item.channelId ? [item.channelId] : [])))];
  const channels = channelIds.length
    ? await db.channel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } })
    : [];
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  return items.map(({ reports, ...item }) => ({
    ...item,
    user: item.user && withVisibleEmail(viewer, item.user),
    channel: item.channelId ? (byId.get(item.channelId) ?? { id: item.channelId, name: null }) : null,
    reporters: reports.map((report) => report.reporter),
    claimActive: claimHolds(item, now),
  }));
}

/** GET /api/admin/reports: newest report first; the total counted up to the cap, as every large list is. */
export async function listReportItems(
  viewer: HoldsPermissions & { id: string },
  query: ListReportsQuery,
): Promise<Page<ReportItemRecord>> {
  const where = reportFilterWhere(query, viewer.id);
  const [page, counted] = await Promise.all([
    keysetPage(
      query,
      (args) => db.reportItem.findMany({ ...args, where: { AND: [where, args.where] }, select: reportItemSelect }),
      "lastReportedAt",
    ),
    countRowsUpToCap(reportFilterSql(query, viewer.id)),
  ]);
  return countedPage({ ...page, items: await asRecords(viewer, page.items) }, counted);
}

/** At most this many open items are counted: the sidebar then says "999+". */
export const OPEN_COUNT_CAP = 1000;

/** The open items, for the sidebar's count: capped, as the list's total is. */
export async function countOpenItems(): Promise<number> {
  return db.reportItem.count({ where: { status: "open" }, take: OPEN_COUNT_CAP });
}

/** The message and up to five before and after it in its channel, oldest first; empty when it is gone. */
async function messageInContext(messageId: string | null): Promise<ContextMessage[]> {
  if (!messageId) return [];
  const message = await db.message.findUnique({
    where: { id: messageId },
    select: { channelId: true, createdAt: true },
  });
  if (!message) return [];
  const select = { id: true, content: true, createdAt: true, user: { select: person } } as const;
  const around = (op: "lt" | "gt") =>
    db.message.findMany({
      where: {
        channelId: message.channelId,
        OR: [{ createdAt: { [op]: message.createdAt } }, { createdAt: message.createdAt, id: { [op]: messageId } }],
      },
      orderBy: [{ createdAt: op === "lt" ? "desc" : "asc" }, { id: op === "lt" ? "desc" : "asc" }],
      take: CONTEXT_SIZE,
      select,
    });
  const [before, self, after] = await Promise.all([
    around("lt"),
    db.message.findUniqueOrThrow({ where: { id: messageId }, select }),
    around("gt"),
  ]);
  return [...before.reverse(), self, ...after];
}

/** Each reporter's earlier reports whose items were resolved, and how many of those were upheld. */
async function reporterRecords(reporterIds: string[], itemId: string) {
  if (reporterIds.length === 0) return new Map<string, { resolved: number; upheld: number }>();
  const rows = await db.$queryRaw<{ reporterId: string; resolved: number; upheld: number }[]>`
    SELECT r."reporter_id" AS "reporterId", count(*)::int AS "resolved",
           count(*) FILTER (WHERE i."upheld")::int AS "upheld"
      FROM "reports" r JOIN "report_items" i ON i."id" = r."item_id"
     WHERE r."reporter_id" = ANY(${reporterIds}::text[]) AND i."status" = 'resolved' AND i."id" <> ${itemId}
     GROUP BY r."reporter_id"`;
  return new Map(rows.map(({ reporterId, ...record }) => [reporterId, record]));
}

/** GET /api/admin/reports/{itemId}: everything a moderator weighs before acting. */
/** The author's sanctions that count on the ladder (the last six months', none issued in error), for sanctions.read. */
function fileSanctions(viewer: HoldsPermissions, userId: string | null) {
  if (!hasPermission(viewer, "sanctions.read")) return undefined;
  if (!userId) return [];
  const since = new Date(Date.now() - LADDER_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return db.sanction.findMany({
    where: { userId, issuedInErrorAt: null, createdAt: { gte: since } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FILE_ENTRIES,
    select: fileSanctionSelect,
  });
}

/** The latest staff notes about the author, for notes.read. */
function fileNotes(viewer: HoldsPermissions, userId: string | null) {
  if (!hasPermission(viewer, "notes.read")) return undefined;
  if (!userId) return [];
  return db.userNote.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FILE_ENTRIES,
    select: fileNoteSelect,
  });
}

export async function getReportItem(viewer: HoldsPermissions & { id: string }, id: string): Promise<ReportItemDetail> {
  const item = await db.reportItem.findUnique({
    where: { id },
    select: {
      ...reportItemSelect,
      resolution: true,
      reports: {
        select: { id: true, reason: true, comment: true, createdAt: true, reporter: { select: person } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: REPORT_ENTRIES_SHOWN,
      },
    },
  });
  if (!item) throw notFound(REPORTS_ERRORS.notFound);
  const { reports, resolution, ...rest } = item;
  const against = { userId: item.userId ?? "", id: { not: id } };
  const [[record], context, records, recent, earlierItems, sanctions, notes] = await Promise.all([
    asRecords(viewer, [{ ...rest, reports: reports.slice(0, 3) }]),
    messageInContext(item.messageId),
    reporterRecords(
      reports.flatMap((report) => (report.reporter ? [report.reporter.id] : [])),
      id,
    ),
    db.reportItem.findMany({
      where: against,
      orderBy: [{ lastReportedAt: "desc" }, { id: "desc" }],
      take: RECENT_ITEMS,
      select: { id: true, reasons: true, status: true, upheld: true, lastReportedAt: true },
    }),
    db.reportItem.count({ where: against }),
    fileSanctions(viewer, item.userId),
    fileNotes(viewer, item.userId),
  ]);
  return {
    ...record!,
    context,
    file: {
      accountCreatedAt: item.user?.createdAt ?? null,
      earlierItems,
      recent,
      ...(sanctions ? { sanctions } : {}),
      ...(notes ? { notes } : {}),
    },
    entries: reports.map(({ reporter, ...report }) => ({
      ...report,
      reporter: reporter as Person | null,
      record: (reporter && records.get(reporter.id)) || { resolved: 0, upheld: 0 },
    })),
    resolution: (resolution as ReportItemDetail["resolution"]) ?? null,
  };
}
