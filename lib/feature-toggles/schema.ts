import { z } from "zod";

export const featureToggleSchema = z.object({
  featureKey: z.string(),
  featureName: z.string(),
  isEnabled: z.boolean(),
});

export type FeatureToggle = z.infer<typeof featureToggleSchema>;

/** SPEC §6: an item is hidden only when its toggle exists and is disabled. */
export function isFeatureVisible(featureKey: string, toggles: readonly FeatureToggle[]): boolean {
  const toggle = toggles.find((candidate) => candidate.featureKey === featureKey);
  return toggle?.isEnabled ?? true;
}
