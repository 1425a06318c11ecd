// POST /api/admin/reports/{itemId}/claim: opening an item claims it, so other moderators see who is reviewing it (the
// audit entry goes out on the live stream). One conditional update decides between two moderators at once.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session/session";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { itemLabel } from "@/lib/reports/file-report";
import { CLAIM_MS } from "@/lib/reports/claim-rules";
import { REPORT_ERROR_CODES, REPORTS_ERRORS, REPORTS_TEXT } from "@/lib/reports/messages";
import { userDisplayName } from "@/lib/users/display";

type Tx = Prisma.TransactionClient;
type Named = { id: string; firstName: string | null; lastName: string | null; handle: string | null } | null;

export const personName = (person: Named) => (person ? userDisplayName(person) : REPORTS_TEXT.unknownUser);

/** The refusal of an item that is not the actor's to act on: resolved already, or under another's live claim. */
export async function refuseTaken(tx: Tx, id: string): Promise<never> {
  const item = await tx.reportItem.findUnique({
    where: { id },
    select: { status: true, claimer: { select: personFields }, resolver: { select: personFields } },
  });
  if (!item) throw notFound(REPORTS_ERRORS.notFound);
  if (item.status === "resolved")
    throw conflict(REPORTS_ERRORS.alreadyResolved(personName(item.resolver)), REPORT_ERROR_CODES.alreadyResolved);
  throw conflict(REPORTS_ERRORS.claimedByOther(personName(item.claimer)), REPORT_ERROR_CODES.claimedByOther);
}

const personFields = { id: true, firstName: true, lastName: true, handle: true } as const;

export type Claim = { id: string; claimedBy: string; claimedAt: Date };

/** Claims the open item for `actor`, or renews their claim; 409 naming who holds it, or who resolved it. */
export function claimReportItem(actor: SessionUser, id: string, now = new Date()): Promise<Claim> {
  return db.$transaction(async (tx) => {
    const expired = new Date(now.getTime() - CLAIM_MS);
    const [claimed] = await tx.$queryRaw<{ messageContent: string | null; userId: string | null }[]>`
      UPDATE "report_items" SET "claimed_by" = ${actor.id}, "claimed_at" = ${now}
       WHERE "id" = ${id} AND "status" = 'open'
         AND ("claimed_by" IS NULL OR "claimed_by" = ${actor.id} OR "claimed_at" <= ${expired})
      RETURNING "message_content" AS "messageContent", "user_id" AS "userId"`;
    if (!claimed) return refuseTaken(tx, id);
    await recordAudit(tx, {
      actor,
      action: "report_item.claim",
      targetType: "report_item",
      targetId: id,
      targetLabel: itemLabel(claimed),
    });
    return { id, claimedBy: actor.id, claimedAt: now };
  });
}
