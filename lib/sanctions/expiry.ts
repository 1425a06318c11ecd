// Mutes and suspensions end by themselves (docs/decisions/moderation.md, "Sanctions"): each queues a job at its end
// (lib/jobs/tasks.ts, "sanctions.expire"), and a minute's sweep (lib/jobs/recurring.ts; the cron route in the
// serverless mode) catches any a job missed. Both run this: every sanction past its end lifted by the system,
// in batches of users chosen and locked FOR UPDATE SKIP LOCKED in one statement (a user a moderator's change or
// another sweep holds is left to the next pass, and the others go on), audited with no actor and sent as
// `user.restriction_lifted`.
import "server-only";
import { userLabel } from "@/lib/audit/labels";
import { recordAudits, type AuditEntry } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  lockedUserColumns,
  restrictionFields,
  settleRestrictions,
  type LockedUser,
} from "@/lib/sanctions/restrictions";
import { restrictionsSelect } from "@/lib/sanctions/record";
import { sanctionFields } from "@/lib/sanctions/service";

type Tx = Prisma.TransactionClient;

/** Due sanctions per transaction: a batch's locks are held for well under a second. */
const BATCH = 200;

type Due = { id: string; userId: string; kind: string; reason: string; reasonText: string | null; endsAt: Date };

/**
 * The users with the soonest sanctions past their end, locked, in one statement: a user another transaction holds
 * (a bulk sanction holds hundreds for a while) is skipped there and then, and the batch fills with the next due,
 * so held users never stand at the head of the queue keeping everyone behind them waiting.
 */
async function lockDueUsers(tx: Tx, at: string): Promise<LockedUser[]> {
  const rows = await tx.$queryRaw<LockedUser[]>`
    SELECT ${lockedUserColumns} FROM sanctions s JOIN users u ON u.id = s.user_id
     WHERE s.lifted_at IS NULL AND s.ends_at IS NOT NULL AND s.ends_at <= ${at}::timestamptz AT TIME ZONE 'UTC'
     ORDER BY s.ends_at, s.id LIMIT ${BATCH}
       FOR UPDATE OF u SKIP LOCKED`;
  // A user with several due sanctions comes once per sanction.
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

/** One batch: users with a sanction past their end, locked, their due sanctions lifted. How many of each. */
async function expireBatch(now: Date): Promise<{ lifted: number; found: number }> {
  return db.$transaction(async (tx) => {
    const at = now.toISOString();
    const users = await lockDueUsers(tx, at);
    if (users.length === 0) return { lifted: 0, found: 0 };
    const ids = users.map((user) => user.id);
    const lifted = await tx.$queryRaw<Due[]>`
      UPDATE sanctions SET lifted_at = ${at}::timestamptz AT TIME ZONE 'UTC', lifted_by = NULL, lift_reason = NULL
       WHERE user_id = ANY(${ids}::text[]) AND lifted_at IS NULL AND ends_at IS NOT NULL
         AND ends_at <= ${at}::timestamptz AT TIME ZONE 'UTC'
      RETURNING id, user_id AS "userId", kind, reason, reason_text AS "reasonText", ends_at AS "endsAt"`;
    const suspended = lifted.filter((sanction) => sanction.kind === "suspend").map((sanction) => sanction.userId);
    await settleRestrictions(tx, ids, suspended);
    const after = new Map(
      (await tx.user.findMany({ where: { id: { in: ids } }, select: restrictionsSelect })).map((row) => [row.id, row]),
    );
    const byId = new Map(users.map((user) => [user.id, user]));
    const entries: AuditEntry[] = lifted.map((sanction) => {
      const user = byId.get(sanction.userId)!;
      return {
        actor: null,
        action: "user.lift_sanction",
        targetType: "user",
        targetId: user.id,
        targetLabel: userLabel(user),
        details: {
          before: restrictionFields(user),
          after: { ...restrictionFields(after.get(user.id)!), sanction: sanctionFields(sanction), liftReason: null },
          expired: true,
        },
      };
    });
    await recordAudits(tx, entries);
    return { lifted: lifted.length, found: users.length };
  });
}

/**
 * Lifts every sanction whose end is at or before `now`, a batch at a time, until none is left that this pass can
 * take. `now` is the test's clock; the job and the sweep use the present.
 */
export async function expireSanctions(now = new Date()): Promise<{ lifted: number }> {
  let total = 0;
  for (;;) {
    const { lifted, found } = await expireBatch(now);
    total += lifted;
    // Nothing due that no other transaction holds (a batch skips held users and takes the next due): the next pass
    // (a minute at most) takes those held. A batch that lifted nothing lost every user to a change just made.
    if (found === 0 || lifted === 0) return { lifted: total };
  }
}
