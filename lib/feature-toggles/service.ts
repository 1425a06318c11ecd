import "server-only";
import type { SessionUser } from "@/lib/auth/session/session";
import { notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/write-entry";
import { db } from "@/lib/db";
import { FEATURES } from "@/lib/feature-toggles/keys";
import { ADMIN_TOOLS_TEXT } from "@/lib/feature-toggles/messages";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";
import { sortByPresetOrder } from "@/lib/feature-toggles/visibility";

export const featureToggleSelect = { featureKey: true, featureName: true, isEnabled: true } as const;

/**
 * "New features register automatically and are enabled by default": every key
 * the panel knows exists as a row. ON CONFLICT DO NOTHING makes concurrent
 * first requests safe; it runs only when a key is missing.
 */
async function registerMissingFeatures(existing: readonly FeatureToggle[]): Promise<boolean> {
  const known = new Set(existing.map((toggle) => toggle.featureKey));
  const missing = FEATURES.filter((feature) => !known.has(feature.featureKey));
  if (missing.length === 0) return false;
  await db.featureToggle.createMany({
    data: missing.map((feature) => ({ ...feature, isEnabled: true })),
    skipDuplicates: true,
  });
  return true;
}

export async function listFeatureToggles(): Promise<FeatureToggle[]> {
  let toggles = await db.featureToggle.findMany({ select: featureToggleSelect });
  if (await registerMissingFeatures(toggles))
    toggles = await db.featureToggle.findMany({ select: featureToggleSelect });
  return sortByPresetOrder(toggles);
}

/** PATCH /api/admin/feature-toggles/{featureKey}. */
export async function setFeatureToggle(
  actor: SessionUser,
  featureKey: string,
  isEnabled: boolean,
): Promise<FeatureToggle> {
  await listFeatureToggles();
  return db.$transaction(async (tx) => {
    const before = await tx.featureToggle.findUnique({ where: { featureKey }, select: featureToggleSelect });
    if (!before) throw notFound(ADMIN_TOOLS_TEXT.notFound);
    const toggle = await tx.featureToggle.update({
      where: { featureKey },
      data: { isEnabled },
      select: featureToggleSelect,
    });
    await recordAudit(tx, {
      actor,
      action: "feature_toggle.update",
      targetType: "feature_toggle",
      targetId: featureKey,
      targetLabel: toggle.featureName,
      details: { before: { isEnabled: before.isEnabled }, after: { isEnabled } },
    });
    return toggle;
  });
}

/** A cheap fingerprint of the table: it changes whenever a toggle is added, removed or updated. */
export async function featureTogglesVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`
    SELECT count(*)::text || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(sum(hashtext(feature_key || is_enabled::text)), 0)::text AS version
    FROM "feature_toggles"`;
  return row?.version ?? "";
}
