// The sanction ladder (docs/decisions/moderation.md, "Sanctions"): the steps the dialog proposes one after another,
// a setting of the moderation tools kept in moderation_settings, and the proposal for a member from their
// sanctions that still count (the last six months', none issued in error).
import "server-only";
import { recordAudit } from "@/lib/audit/write-entry";
import type { SessionUser } from "@/lib/auth/session/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SANCTION_KINDS, type SanctionKind } from "@/lib/sanctions/messages";
import type { SanctionRecord } from "@/lib/sanctions/record";
import { sanctionLadderSchema, type SanctionLadder } from "@/lib/sanctions/schema";

export type LadderStep = SanctionLadder["steps"][number];

const LADDER_KEY = "sanction_ladder";

/** Warn, then mute for a day, then suspend for a week, then ban. */
export const DEFAULT_LADDER: SanctionLadder = {
  steps: [{ kind: "warn" }, { kind: "mute", duration: "1d" }, { kind: "suspend", duration: "7d" }, { kind: "ban" }],
};

type Reader = Pick<Prisma.TransactionClient, "moderationSetting">;

/** The ladder as saved, or the default (never saved, or saved in a shape this version no longer reads). */
export async function readLadder(client: Reader = db): Promise<SanctionLadder> {
  const row = await client.moderationSetting.findUnique({ where: { key: LADDER_KEY }, select: { value: true } });
  const parsed = sanctionLadderSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_LADDER;
}

/** PUT /api/admin/sanctions/ladder: audited with the ladder before and after. */
export function saveLadder(actor: SessionUser, ladder: SanctionLadder): Promise<SanctionLadder> {
  return db.$transaction(async (tx) => {
    const before = await readLadder(tx);
    await tx.moderationSetting.upsert({
      where: { key: LADDER_KEY },
      create: { key: LADDER_KEY, value: ladder },
      update: { value: ladder },
    });
    await recordAudit(tx, {
      actor,
      action: "sanction_ladder.update",
      targetType: "sanction_ladder",
      targetId: LADDER_KEY,
      targetLabel: "Sanction ladder",
      details: { before, after: ladder },
    });
    return ladder;
  });
}

const severity = (kind: string) => SANCTION_KINDS.indexOf(kind as SanctionKind);

/**
 * The next step for a member: the step after the one their latest counting sanction stands on (the first step as
 * severe as it), the last step again once there; the first step for a clean record.
 */
export function ladderProposal(ladder: SanctionLadder, counting: readonly Pick<SanctionRecord, "kind">[]): LadderStep {
  const { steps } = ladder;
  const latest = counting[0];
  if (!latest) return steps[0]!;
  const at = steps.findIndex((step) => severity(step.kind) >= severity(latest.kind));
  if (at < 0) return steps[steps.length - 1]!;
  // A kind the ladder skips (a warning under a ladder that starts with a mute) stands just below the step found.
  return steps[steps[at]!.kind === latest.kind ? Math.min(at + 1, steps.length - 1) : at]!;
}
