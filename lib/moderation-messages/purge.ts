// Purging a member's messages (docs/decisions/moderation.md, "Purge"): every message of one author in a window of
// UTC days, in one channel or all. A dry run counts them exactly; the purge moves them to the trash in steps of
// short transactions, all under one batch id, so Undo or a restore of the batch brings the whole purge back while
// no step holds a message's lock for more than a fraction of a second, however many there are.
import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { dayBounds } from "@/lib/api/day-range";
import { forbidden } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { MESSAGES_ERRORS } from "@/lib/moderation-messages/messages";
import type { PurgeMessages, PurgeResult } from "@/lib/moderation-messages/schema";
import { trashedMessagesAudit, trashMessages } from "@/lib/moderation-messages/service";
import { newTrashBatch } from "@/lib/trash/move";
import { reachChecker } from "@/lib/users/reach";

/** Messages one step moves: about a tenth of a second of work on two cores (bench/moderation.ts measures it). */
export const PURGE_STEP = 1_000;

/** The author, the channel if one, and the window, as SQL on "messages". */
function purgeCondition(input: PurgeMessages): Prisma.Sql {
  const { gte, lt } = dayBounds(input) ?? {};
  return Prisma.join(
    [
      Prisma.sql`"user_id" = ${input.authorId}`,
      ...(input.channelId ? [Prisma.sql`"channel_id" = ${input.channelId}`] : []),
      ...(gte ? [Prisma.sql`"created_at" >= ${gte}`] : []),
      ...(lt ? [Prisma.sql`"created_at" < ${lt}`] : []),
    ],
    " AND ",
  );
}

/** Which purge a step belongs to, and where it stands in it: its entry says so, as the steps commit one by one. */
type PurgeStep = { batchId: string; step: number; steps: number };

/**
 * The rows one step takes, locked. Skipping, it walks the author's index; waiting (for the few rows left, all held by
 * other deletes), it locks in id order, the order a bulk delete locks in, so the two never wait on each other in a
 * circle. The rows to wait for are still found along the author's index: ordered by id alone, the planner walks the
 * primary key expecting a match soon, and when none is left (every purge's last step) it read the whole table,
 * minutes at ten million messages.
 */
function stepRows(input: PurgeMessages, skipLocked: boolean): Prisma.Sql {
  const condition = purgeCondition(input);
  if (skipLocked)
    return Prisma.sql`
      SELECT "id" FROM "messages" WHERE ${condition}
       ORDER BY "created_at" DESC, "id" DESC LIMIT ${PURGE_STEP} FOR UPDATE SKIP LOCKED`;
  return Prisma.sql`
    WITH "remaining" AS MATERIALIZED (
      SELECT "id" FROM "messages" WHERE ${condition} ORDER BY "created_at" DESC, "id" DESC LIMIT ${PURGE_STEP})
    SELECT m."id" FROM "messages" m JOIN "remaining" USING ("id") WHERE ${condition} ORDER BY m."id" FOR UPDATE OF m`;
}

/**
 * One step: up to PURGE_STEP of the messages, newest first along the author's index, locked, to the trash under
 * the purge's batch, with one `message.purge` entry covering them (a message.deleted event each). Rows another
 * delete holds are skipped while others remain (`skipLocked`), then waited for.
 *
 * The entry commits with the step, not once at the end: a purge stopped halfway (a lost connection, a restart)
 * keeps the steps it committed, and each of them must stay audited. So a purge writes one entry per step, each
 * naming the batch and "step n of m", and the log reads as one purge (docs/decisions/audit-log.md).
 */
function purgeStep(actor: SessionUser, input: PurgeMessages, { batchId, step, steps }: PurgeStep, skipLocked: boolean) {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>(stepRows(input, skipLocked));
    if (rows.length === 0) return 0;
    const listed = await trashMessages(
      tx,
      actor,
      rows.map((row) => row.id),
      batchId,
    );
    const window = { authorId: input.authorId, channelId: input.channelId || null, from: input.from, to: input.to };
    const audit = trashedMessagesAudit(listed, batchId);
    await recordAudit(tx, {
      actor,
      action: "message.purge",
      ...audit,
      targetLabel: `${audit.targetLabel}, step ${step} of ${steps}`,
      details: { ...audit.details, window, step, steps },
    });
    return listed.length;
  });
}

/**
 * Steps in a row that may move nothing while rows remain: the waiting pass lists its rows before it locks them, and
 * other deletes may take every one meanwhile; past this many the purge ends with what it moved.
 */
const MAX_IDLE_STEPS = 3;

/** The messages a purge would move now: exact, on the author's index. */
async function countPurge(input: PurgeMessages): Promise<number> {
  const [{ count }] = await db.$queryRaw<[{ count: number }]>`
    SELECT count(*)::int AS "count" FROM "messages" WHERE ${purgeCondition(input)}`;
  return count;
}

/**
 * A purge is an action on its author, as a sanction or a ban is, and follows their rules (lib/users/reach.ts): never
 * a superadmin's messages, an admin's only by who may act on that admin. An author with no row has nothing to purge.
 */
async function assertMayPurge(actor: SessionUser, authorId: string) {
  const author = await db.user.findUnique({
    where: { id: authorId },
    select: { isAdmin: true, isSuperadmin: true, roleId: true },
  });
  if (!author) return;
  if (author.isSuperadmin) throw forbidden(MESSAGES_ERRORS.purgeSuperadmin);
  if (!(await reachChecker(db, actor)(author))) throw forbidden(MESSAGES_ERRORS.purgeOutranked);
}

/**
 * POST /api/admin/messages/purge. The dry run's count is exact (the author's index makes it cheap). The purge
 * answers how many went, which includes any the member sent in the window after the dry run, and the batch;
 * `batch` is null when there was nothing to purge.
 */
export async function purgeMemberMessages(actor: SessionUser, input: PurgeMessages): Promise<PurgeResult> {
  await assertMayPurge(actor, input.authorId);
  const count = await countPurge(input);
  if (input.dryRun) return { dryRun: true, count };
  const batchId = newTrashBatch();
  // The steps the messages counted now fill. A message the member sends in the window meanwhile, or a step left
  // short by rows another delete held, can add one: that step and any after it say "n of n".
  const planned = Math.ceil(count / PURGE_STEP);
  let deleted = 0;
  let step = 1;
  for (let idle = 0; idle < MAX_IDLE_STEPS;) {
    const purge = { batchId, step, steps: Math.max(planned, step) };
    const moved = (await purgeStep(actor, input, purge, true)) || (await purgeStep(actor, input, purge, false));
    if (moved > 0) {
      deleted += moved;
      step += 1;
      idle = 0;
    } else if ((await countPurge(input)) === 0) break;
    // Rows remain that other deletes took from under the waiting pass's list: look again.
    else idle += 1;
  }
  return { dryRun: false, deleted, batch: deleted > 0 ? batchId : null };
}
