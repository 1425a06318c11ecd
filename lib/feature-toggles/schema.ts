import { z } from "zod";
import { featureRank } from "@/lib/feature-toggles/keys";

export const featureToggleSchema = z.object({
  featureKey: z.string(),
  featureName: z.string(),
  isEnabled: z.boolean(),
});

export type FeatureToggle = z.infer<typeof featureToggleSchema>;

export const featureKeyParamsSchema = z.object({ featureKey: z.string().min(1).max(100) });
export const updateFeatureToggleSchema = z.object({ isEnabled: z.boolean({ error: "isEnabled must be true or false" }) });

/** SPEC §6: an item is hidden only when its toggle exists and is disabled. */
export function isFeatureVisible(featureKey: string, toggles: readonly FeatureToggle[]): boolean {
  const toggle = toggles.find((candidate) => candidate.featureKey === featureKey);
  return toggle?.isEnabled ?? true;
}

/** The preset key order; unknown keys last (rank 999), then by key. */
export function sortByPresetOrder<T extends { featureKey: string }>(toggles: readonly T[]): T[] {
  return [...toggles].sort((a, b) => featureRank(a.featureKey) - featureRank(b.featureKey) || a.featureKey.localeCompare(b.featureKey));
}
