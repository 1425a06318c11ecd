// GET /api/admin/users/{id}/timeline (docs/decisions/moderation.md): what happened to a user, from several sources,
// newest first, keyset-paged on (time, id) across all of them. One registry entry per source says how to read its
// entries about the user beyond a cursor; the page is the newest `limit` of every readable source's own page, so
// each source reads at most limit + 1 rows on its (date, id) index, whichever page is asked for.
import "server-only";
import { encodeCursor, keysetArgs, pageOf, plan, type KeysetArgs, type Order } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { auditEntrySeenBy } from "@/lib/audit/list-audit";
import { auditSelect } from "@/lib/audit/record";
import { personLabelSelect, userLabel } from "@/lib/audit/labels";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { IN_ERROR_LIFT_REASON, SANCTION_AUDIT_ACTIONS } from "@/lib/sanctions/service";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import { visibleEmailsIn } from "@/lib/users/email-mask";
import { userNotFound } from "@/lib/users/errors";
import type { TimelineEntryRecord } from "@/lib/user-timeline/record";
import type { UserTimelineQuery } from "@/lib/user-timeline/schema";
import { TIMELINE_SOURCE_PERMISSIONS, TIMELINE_SOURCES, type TimelineSource } from "@/lib/user-timeline/sources";

/** The page's `findMany` arguments on a source's own time column (its cursor bound, order and limit). */
type ArgsOn = <D extends string>(field: D) => KeysetArgs<D>;

type SourceReader = {
  /** The source's entries about `userId` as `argsOn` pages them. */
  read: (userId: string, argsOn: ArgsOn, viewer: HoldsPermissions) => Promise<TimelineEntryRecord[]>;
  count: (userId: string, viewer: HoldsPermissions) => Promise<number>;
};

const noteWhere = (userId: string) => ({ userId });
// Actions on the user as the audit log names its target; a note's own entries are its source's, and so are a
// sanction's for a reader who sees the sanction sources (the same moment once, not twice).
const auditWhere = (userId: string, viewer: HoldsPermissions): Prisma.AuditLogWhereInput => ({
  targetType: "user",
  targetId: userId,
  ...(hasPermission(viewer, "sanctions.read") ? { action: { notIn: [...SANCTION_AUDIT_ACTIONS] } } : {}),
});

// A sanction's lift by its marking as issued in error is the marking's entry; a lift before it is its own.
const sanctionWhere = {
  sanction: (userId: string) => ({ userId }),
  sanction_lifted: (userId: string): Prisma.SanctionWhereInput => ({
    userId,
    liftedAt: { not: null },
    // A lift at its end has no reason (null), which a bare NOT LIKE would leave out.
    OR: [{ liftReason: null }, { NOT: { liftReason: { startsWith: IN_ERROR_LIFT_REASON } } }],
  }),
  sanction_error: (userId: string) => ({ userId, issuedInErrorAt: { not: null } }),
} as const;
const SANCTION_TIME = {
  sanction: "createdAt",
  sanction_lifted: "liftedAt",
  sanction_error: "issuedInErrorAt",
} as const;

const named = { select: personLabelSelect } as const;
type Named = { id: string; firstName: string | null; lastName: string | null; email: string | null } | null;
/** A person as the audit log labels them, the email masked for a reader without users.email. */
const labelFor = (viewer: HoldsPermissions, person: Named) =>
  person ? visibleEmailsIn(viewer, userLabel(person)) : null;

function sanctionReader(source: keyof typeof sanctionWhere): SourceReader {
  const time = SANCTION_TIME[source];
  return {
    read: async (userId, argsOn, viewer) => {
      const args = argsOn(time);
      const rows = await db.sanction.findMany({
        ...args,
        where: { AND: [sanctionWhere[source](userId), args.where] },
        select: {
          id: true,
          kind: true,
          reason: true,
          reasonText: true,
          endsAt: true,
          liftReason: true,
          createdAt: true,
          liftedAt: true,
          issuedInErrorAt: true,
          issuedBy: named,
          liftedBy: named,
          issuedInErrorBy: named,
        },
      });
      const label = (person: Named) => labelFor(viewer, person);
      return rows.map((row) => ({
        source,
        id: row.id,
        at: row[time]!,
        sanction: {
          kind: row.kind,
          reason: row.reason,
          reasonText: row.reasonText,
          endsAt: row.endsAt,
          issuedByLabel: label(row.issuedBy),
          liftReason: row.liftReason,
          liftedByLabel: label(row.liftedBy),
          issuedInErrorByLabel: label(row.issuedInErrorBy),
        },
      }));
    },
    count: (userId) => db.sanction.count({ where: sanctionWhere[source](userId) }),
  };
}

// Against: reports of the user or of their messages (the item names them); by: those the user filed, but not one of
// their own (against them already).
const reportWhere = {
  report_against: (userId: string): Prisma.ReportWhereInput => ({ item: { userId } }),
  report_by: (userId: string): Prisma.ReportWhereInput => ({ reporterId: userId, NOT: { item: { userId } } }),
} as const;

function reportReader(source: keyof typeof reportWhere): SourceReader {
  return {
    read: async (userId, argsOn, viewer) => {
      const args = argsOn("createdAt");
      const rows = await db.report.findMany({
        ...args,
        where: { AND: [reportWhere[source](userId), args.where] },
        select: {
          id: true,
          createdAt: true,
          reason: true,
          comment: true,
          reporter: named,
          item: { select: { id: true, targetType: true, user: named } },
        },
      });
      return rows.map((row) => {
        const other = source === "report_against" ? row.reporter : row.item.user;
        return {
          source,
          id: row.id,
          at: row.createdAt,
          report: {
            itemId: row.item.id,
            reason: row.reason,
            comment: row.comment,
            targetType: row.item.targetType,
            otherLabel: labelFor(viewer, other),
          },
        };
      });
    },
    count: (userId) => db.report.count({ where: reportWhere[source](userId) }),
  };
}

const READERS: Record<TimelineSource, SourceReader> = {
  note: {
    read: async (userId, argsOn, viewer) => {
      const args = argsOn("createdAt");
      const notes = await db.userNote.findMany({
        ...args,
        where: { AND: [noteWhere(userId), args.where] },
        select: { id: true, createdAt: true, authorId: true, authorLabel: true, body: true },
      });
      return notes.map(({ id, createdAt, authorLabel, ...note }) => ({
        source: "note",
        id,
        at: createdAt,
        note: { ...note, authorLabel: visibleEmailsIn(viewer, authorLabel) },
      }));
    },
    count: (userId) => db.userNote.count({ where: noteWhere(userId) }),
  },
  audit: {
    read: async (userId, argsOn, viewer) => {
      const args = argsOn("createdAt");
      const entries = await db.auditLog.findMany({
        ...args,
        where: { AND: [auditWhere(userId, viewer), args.where] },
        select: auditSelect,
      });
      return entries.map((entry) => {
        const { id, createdAt, action, actorId, actorLabel, targetType, targetId, targetLabel, details } =
          auditEntrySeenBy(viewer, entry);
        const seen = { action, actorId, actorLabel, targetType, targetId, targetLabel, details };
        return { source: "audit", id, at: createdAt, entry: seen };
      });
    },
    count: (userId, viewer) => db.auditLog.count({ where: auditWhere(userId, viewer) }),
  },
  sanction: sanctionReader("sanction"),
  sanction_lifted: sanctionReader("sanction_lifted"),
  sanction_error: sanctionReader("sanction_error"),
  report_against: reportReader("report_against"),
  report_by: reportReader("report_by"),
};

/** Newest first; (time, id) breaks ties the same way in every source and in the merge. */
function compare(order: Order) {
  const sign = order === "desc" ? -1 : 1;
  return (a: TimelineEntryRecord, b: TimelineEntryRecord) =>
    sign * (a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The sources `viewer` may read. */
const readableSources = (viewer: HoldsPermissions): TimelineSource[] =>
  TIMELINE_SOURCES.filter((source) => hasPermission(viewer, TIMELINE_SOURCE_PERMISSIONS[source]));

export async function listUserTimeline(
  viewer: HoldsPermissions,
  userId: string,
  query: UserTimelineQuery,
): Promise<Page<TimelineEntryRecord>> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw userNotFound();
  const sources = readableSources(viewer).map((source) => READERS[source]);
  const steps = plan(query, "desc");
  const argsOn: ArgsOn = (field) => keysetArgs(query, steps, field);
  const [pages, counts] = await Promise.all([
    Promise.all(sources.map((source) => source.read(userId, argsOn, viewer))),
    Promise.all(sources.map((source) => source.count(userId, viewer))),
  ]);
  const rows = pages
    .flat()
    .sort(compare(steps.order))
    .slice(0, query.limit + 1);
  const page = pageOf(rows, query.limit, steps, (entry) => encodeCursor({ createdAt: entry.at, id: entry.id }));
  return countedPage(
    page,
    counts.reduce((sum, count) => sum + count, 0),
  );
}
