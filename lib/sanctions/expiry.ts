// Mutes and suspensions end by themselves (docs/decisions/moderation.md, "Sanctions"): each queues a job at its end
// (lib/jobs/tasks.ts, "sanctions.expire"), and a minute's sweep (lib/jobs/recurring.ts; the cron route in the
// serverless mode) catches any a job missed. Both run this: every sanction past its end lifted by the system,
// in batches of users taken FOR UPDATE SKIP LOCKED (a moderator's change or another sweep holding one is left to
// the next pass), audited with no actor and sent as `user.restriction_lifted`.
import "server-only";
import { userLabel } from "@/lib/audit/labels";
import { recordAudits, type AuditEntry } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { lockUsers, restrictionFields, settleRestrictions } from "@/lib/sanctions/restrictions";
import { restrictionsSelect } from "@/lib/sanctions/record";
import { sanctionFields } from "@/lib/sanctions/service";

/** Users per transaction: a batch's locks are held for well under a second. */
const BATCH = 200;

type Due = { id: string; userId: string; kind: string; reason: string; reasonText: string | null; endsAt: Date };

/** One batch: the users with a sanction past its end, locked, their due sanctions lifted. How many were lifted. */
async function expireBatch(now: Date): Promise<{ lifted: number; found: number }> {
  return db.$transaction(async (tx) => {
    const at = now.toISOString();
    const due = await tx.$queryRaw<{ userId: string }[]>`
      SELECT DISTINCT user_id AS "userId" FROM (
        SELECT user_id FROM sanctions
         WHERE lifted_at IS NULL AND ends_at IS NOT NULL AND ends_at <= ${at}::timestamptz AT TIME ZONE 'UTC'
         ORDER BY ends_at LIMIT ${BATCH}) AS soonest`;
    if (due.length === 0) return { lifted: 0, found: 0 };
    const users = await lockUsers(
      tx,
      due.map((row) => row.userId),
      true,
    );
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
    return { lifted: lifted.length, found: due.length };
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
    // Nothing due, or everything due held by another transaction: the next pass (a minute at most) takes it.
    if (found === 0 || lifted === 0) return { lifted: total };
  }
}
