// Activities (SPEC §2, §4, §7 CRM): a keyset-paged list filtered by type, the
// header's pending/completed counts from SQL, and audited create, update and delete.
import "server-only";
import { ACTIVITY_ERRORS, ACTIVITY_VALIDATION } from "@/lib/activities/messages";
import {
  type ActivityCounts,
  type ActivityFormValues,
  type ActivityPatch,
  type ActivityTypeFilter,
  type BulkEditActivities,
  type ListActivitiesQuery,
} from "@/lib/activities/schema";
import { notFound } from "@/lib/api/errors";
import { keysetPage } from "@/lib/api/keyset";
import { countedPage, type Page } from "@/lib/api/page";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import { dateOnlyToDate, dateToDateOnly } from "@/lib/validation/date-only";
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordChange,
  type ManyReader,
  type RecordKind,
} from "@/lib/records/audited-change";
import type { BulkEditResult } from "@/lib/records/bulk-result";
import { matchingIds, updateRecords } from "@/lib/records/bulk-update";
import type { Reference } from "@/lib/records/rows";
import type { Prisma } from "@/lib/generated/prisma/client";
import { activitySelect, type ActivityPayload, type ActivityRecord } from "@/lib/activities/record";

const toRecord = (row: ActivityPayload): ActivityRecord => ({ ...row, dueDate: dateToDateOnly(row.dueDate) });

const typeWhere = (type: ActivityTypeFilter): Prisma.ActivityWhereInput => (type === "all" ? {} : { type });

/** GET /api/admin/activities: newest first, optionally one type. */
export async function listActivities(query: ListActivitiesQuery): Promise<Page<ActivityRecord>> {
  const where = typeWhere(query.type);
  const [page, total] = await Promise.all([
    keysetPage(query, (args) =>
      db.activity.findMany({ ...args, where: { AND: [where, args.where] }, select: activitySelect }),
    ),
    db.activity.count({ where }),
  ]);
  return countedPage({ ...page, items: page.items.map(toRecord) }, total);
}

/** SPEC §2 header 'N pending • M completed', counted in SQL over the same type filter as the list. */
export async function countActivities(type: ActivityTypeFilter): Promise<ActivityCounts> {
  const groups = await db.activity.groupBy({ by: ["completed"], where: typeWhere(type), _count: true });
  const count = (completed: boolean) => groups.find((group) => group.completed === completed)?._count ?? 0;
  return { pending: count(false), completed: count(true) };
}

const activityKind: RecordKind<ActivityRecord, "activity"> & ManyReader<ActivityRecord> = {
  type: "activity",
  noun: "activity",
  table: "activities",
  select: activitySelect,
  read: async (tx, id) => toRecord(await tx.activity.findUniqueOrThrow({ where: { id }, select: activitySelect })),
  readMany: async (tx, ids) =>
    (await tx.activity.findMany({ where: { id: { in: ids } }, select: activitySelect })).map(toRecord),
  label: (activity) => activity.title,
  notFound: () => notFound(ACTIVITY_ERRORS.notFound),
};

/** The contact and deal an activity names: each must exist, and stays until the change commits. */
const referencesOf = (input: Pick<ActivityPatch, "contactId" | "dealId">): Reference[] => [
  ["contacts", input.contactId, ACTIVITY_VALIDATION.contactNotFound],
  ["deals", input.dealId, ACTIVITY_VALIDATION.dealNotFound],
];

/** The columns a body names; a due date left out stays undefined (unchanged). */
const activityData = <T extends ActivityPatch>({ dueDate, ...same }: T) => ({
  ...same,
  ...(dueDate !== undefined && { dueDate: dateOnlyToDate(dueDate) }),
});

export function createActivity(actor: SessionUser, input: ActivityFormValues): Promise<ActivityRecord> {
  return createRecord(
    activityKind,
    actor,
    async (tx) => toRecord(await tx.activity.create({ data: activityData(input), select: activitySelect })),
    { references: referencesOf(input) },
  );
}

/** PATCH /api/admin/activities/{id}: the fields the body names (complete and reopen send `completed` alone). */
export function updateActivity(
  actor: SessionUser,
  change: RecordChange,
  patch: ActivityPatch,
): Promise<ActivityRecord> {
  return updateRecord(
    activityKind,
    actor,
    change,
    async (tx) =>
      toRecord(
        await tx.activity.update({ where: { id: change.id }, data: activityData(patch), select: activitySelect }),
      ),
    { references: referencesOf(patch) },
  );
}

export async function deleteActivity(actor: SessionUser, change: RecordChange): Promise<void> {
  await deleteRecord(activityKind, actor, change);
}

/** PATCH /api/admin/activities: complete or reopen many activities. */
export function bulkUpdateActivities(
  actor: SessionUser,
  { change, ...target }: BulkEditActivities,
): Promise<BulkEditResult> {
  return updateRecords(
    activityKind,
    actor,
    target,
    (filter) => matchingIds((tx) => tx.activity, typeWhere(filter.type)),
    {
      patch: change,
      write: (tx, ids) => tx.activity.updateMany({ where: { id: { in: ids } }, data: change }),
    },
  );
}
