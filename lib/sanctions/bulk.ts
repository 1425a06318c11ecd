// POST /api/admin/sanctions: one sanction for the users selected in the users list, or for every user matching its
// filters ("Select all N matching"), as today's bulk ban: at most BULK_SANCTION_LIMIT users per request, in one
// transaction, each user locked and judged as a single sanction would be; one the rules refuse is skipped with
// the rule's words. A filter's further users come in later requests (`after`: the answer's `next`).
import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { PanelSession } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { BulkEditResult, SkippedRecord } from "@/lib/records/bulk-result";
import { matchingIds } from "@/lib/records/bulk-update";
import { BULK_SANCTION_LIMIT, type BulkSanctionBody } from "@/lib/sanctions/schema";
import { issueSanction, toIssue } from "@/lib/sanctions/service";
import { userFilterWhere } from "@/lib/users/service";

// A ceiling for BULK_SANCTION_LIMIT users, each with its audit entry, on a loaded two-core machine: 500 mutes take
// about five seconds. Kept one transaction per request, as a bulk ban: a step-up refused halfway must change nothing.
// Users it holds meanwhile never hold up other members' expiry (lib/sanctions/expiry.ts skips them).
const BULK_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };
const SKIPPED_SHOWN = 100;

/** A refusal of one user (403 a rule, 404 gone, 409 already banned) skips them; anything else (a step-up) ends the request. */
const skips = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 409);

export function bulkSanction(session: PanelSession, body: BulkSanctionBody): Promise<BulkEditResult> {
  const actor = session.user;
  return db.$transaction(async (tx) => {
    const ids = body.userIds
      ? [...new Set(body.userIds)].sort()
      : await matchingIds((client) => client.user, await userFilterWhere(body.filter!, actor, tx))(tx, {
          after: body.after,
          take: BULK_SANCTION_LIMIT,
        });
    const skipped: SkippedRecord[] = [];
    for (const userId of ids) {
      try {
        await issueSanction(tx, actor, toIssue(userId, body.sanction), { stepUpForAdmins: session });
      } catch (error) {
        if (!skips(error)) throw error;
        skipped.push({ id: userId, label: null, reason: error.message });
      }
    }
    return {
      matched: ids.length,
      changed: ids.length - skipped.length,
      unchanged: 0,
      skipped: skipped.length,
      skippedRecords: skipped.slice(0, SKIPPED_SHOWN),
      next: body.filter && ids.length === BULK_SANCTION_LIMIT ? ids[ids.length - 1]! : null,
    };
  }, BULK_TRANSACTION);
}
