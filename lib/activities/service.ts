// Activities (SPEC §2, §4, §7 CRM): a keyset-paged list filtered by type, the
// header's pending/completed counts from SQL, and audited create, update and delete.
import { ACTIVITY_ERRORS, ACTIVITY_VALIDATION } from "@/lib/activities/messages";
import {
  activityFormSchema,
  type ActivityCounts,
  type ActivityFormInput,
  type ActivityFormValues,
  type ActivityTypeFilter,
  type ListActivitiesQuery,
} from "@/lib/activities/schema";
import { badRequest, notFound } from "@/lib/api/errors";
import { keysetPage } from "@/lib/api/keyset";
import type { Page } from "@/lib/api/page";
import type { SessionUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { dateOnlyToDate, dateToDateOnly } from "@/lib/crm/fields";
import { holdReference, lockRow } from "@/lib/crm/rows";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

const activitySelect = {
  id: true,
  type: true,
  title: true,
  description: true,
  completed: true,
  dueDate: true,
  contactId: true,
  dealId: true,
  createdAt: true,
  updatedAt: true,
  contact: { select: { id: true, firstName: true, lastName: true } },
  deal: { select: { id: true, title: true } },
} satisfies Prisma.ActivitySelect;

type ActivityRow = Prisma.ActivityGetPayload<{ select: typeof activitySelect }>;

/** An activity as the API answers it: the due date without a time (and so without a time zone). */
export type ActivityRecord = Omit<ActivityRow, "dueDate"> & { dueDate: string | null };

const toRecord = (row: ActivityRow): ActivityRecord => ({ ...row, dueDate: dateToDateOnly(row.dueDate) });

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
  return {
    items: page.items.map(toRecord),
    total,
    totalExact: true,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** SPEC §2 header 'N pending • M completed', counted in SQL over the same type filter as the list. */
export async function countActivities(type: ActivityTypeFilter): Promise<ActivityCounts> {
  const groups = await db.activity.groupBy({ by: ["completed"], where: typeWhere(type), _count: true });
  const count = (completed: boolean) => groups.find((group) => group.completed === completed)?._count ?? 0;
  return { pending: count(false), completed: count(true) };
}

const activityNotFound = () => notFound(ACTIVITY_ERRORS.notFound);

/** What the audit log keeps of an activity: its own columns. */
function auditView(activity: ActivityRecord) {
  const { type, title, description, completed, dueDate, contactId, dealId } = activity;
  return { type, title, description, completed, dueDate, contactId, dealId };
}

/** Locks the row for the rest of the transaction, so "before" is what the change replaced. */
async function lockActivity(tx: Tx, id: string): Promise<ActivityRecord> {
  if (!(await lockRow(tx, "activities", id))) throw activityNotFound();
  return toRecord(await tx.activity.findUniqueOrThrow({ where: { id }, select: activitySelect }));
}

/** The linked contact and deal must exist, and stay until we commit (a key-share lock). */
async function assertReferences(tx: Tx, input: ActivityFormValues): Promise<void> {
  if (input.contactId && !(await holdReference(tx, "contacts", input.contactId)))
    throw badRequest(ACTIVITY_VALIDATION.contactNotFound);
  if (input.dealId && !(await holdReference(tx, "deals", input.dealId)))
    throw badRequest(ACTIVITY_VALIDATION.dealNotFound);
}

const activityData = (input: ActivityFormValues) => ({ ...input, dueDate: dateOnlyToDate(input.dueDate) });

export async function createActivity(actor: SessionUser, body: ActivityFormInput): Promise<ActivityRecord> {
  const input = activityFormSchema.parse(body);
  return db.$transaction(async (tx) => {
    await assertReferences(tx, input);
    const activity = toRecord(await tx.activity.create({ data: activityData(input), select: activitySelect }));
    await recordAudit(tx, {
      actor,
      action: "activity.create",
      targetType: "activity",
      targetId: activity.id,
      targetLabel: activity.title,
      details: { before: null, after: auditView(activity) },
    });
    return activity;
  });
}

/** PATCH /api/admin/activities/{id}: the full activity; complete and reopen send it with `completed` flipped. */
export async function updateActivity(actor: SessionUser, id: string, body: ActivityFormInput): Promise<ActivityRecord> {
  const input = activityFormSchema.parse(body);
  return db.$transaction(async (tx) => {
    // Parents first, then the row: the order contact and deal deletes lock in (lib/crm/rows.ts).
    await assertReferences(tx, input);
    const before = await lockActivity(tx, id);
    const activity = toRecord(
      await tx.activity.update({ where: { id }, data: activityData(input), select: activitySelect }),
    );
    await recordAudit(tx, {
      actor,
      action: "activity.update",
      targetType: "activity",
      targetId: id,
      targetLabel: activity.title,
      details: { before: auditView(before), after: auditView(activity) },
    });
    return activity;
  });
}

export async function deleteActivity(actor: SessionUser, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await lockActivity(tx, id);
    await tx.activity.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "activity.delete",
      targetType: "activity",
      targetId: id,
      targetLabel: before.title,
      details: { before: auditView(before), after: null },
    });
  });
}
