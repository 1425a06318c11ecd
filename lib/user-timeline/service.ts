// GET /api/admin/users/{id}/timeline (docs/decisions/moderation.md): what happened to a user, from several sources,
// newest first, keyset-paged on (time, id) across all of them. One registry entry per source says how to read its
// entries about the user beyond a cursor; the page is the newest `limit` of every readable source's own page, so
// each source reads at most limit + 1 rows on its (date, id) index, whichever page is asked for.
import "server-only";
import { encodeCursor, keysetArgs, pageOf, plan, type KeysetArgs, type Order } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import { auditEntrySeenBy } from "@/lib/audit/list-audit";
import { auditSelect } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { hasPermission, type HoldsPermissions } from "@/lib/permissions/has-permission";
import { visibleEmailsIn } from "@/lib/users/email-mask";
import { userNotFound } from "@/lib/users/errors";
import type { TimelineEntryRecord } from "@/lib/user-timeline/record";
import type { UserTimelineQuery } from "@/lib/user-timeline/schema";
import { TIMELINE_SOURCE_PERMISSIONS, TIMELINE_SOURCES, type TimelineSource } from "@/lib/user-timeline/sources";

type SourceReader = {
  /** The source's entries about `userId` as `args` pages them (its cursor bound, order and limit on `createdAt`). */
  read: (userId: string, args: KeysetArgs, viewer: HoldsPermissions) => Promise<TimelineEntryRecord[]>;
  count: (userId: string) => Promise<number>;
};

const noteWhere = (userId: string) => ({ userId });
// Actions on the user as the audit log names its target; a note's own entries are its source's.
const auditWhere = (userId: string) => ({ targetType: "user", targetId: userId });

const READERS: Record<TimelineSource, SourceReader> = {
  note: {
    read: async (userId, args, viewer) => {
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
    read: async (userId, args, viewer) => {
      const entries = await db.auditLog.findMany({
        ...args,
        where: { AND: [auditWhere(userId), args.where] },
        select: auditSelect,
      });
      return entries.map((entry) => {
        const { id, createdAt, action, actorId, actorLabel, targetType, targetId, targetLabel, details } =
          auditEntrySeenBy(viewer, entry);
        const seen = { action, actorId, actorLabel, targetType, targetId, targetLabel, details };
        return { source: "audit", id, at: createdAt, entry: seen };
      });
    },
    count: (userId) => db.auditLog.count({ where: auditWhere(userId) }),
  },
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
  const args = keysetArgs(query, steps);
  const [pages, counts] = await Promise.all([
    Promise.all(sources.map((source) => source.read(userId, args, viewer))),
    Promise.all(sources.map((source) => source.count(userId))),
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
