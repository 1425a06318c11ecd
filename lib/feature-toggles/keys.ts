// SPEC §3 feature keys, from the resource registry, in the preset order of
// the Admin Tools list (SPEC §2): every screen's key, Admin Tools last.
import { RESOURCES, type ResourceKey } from "../resources";

export type FeatureKey = ResourceKey;

export const FEATURES: readonly { featureKey: FeatureKey; featureName: string }[] = [
  ...RESOURCES.filter((resource) => !("alwaysShown" in resource)),
  ...RESOURCES.filter((resource) => "alwaysShown" in resource),
].map((resource) => ({ featureKey: resource.key, featureName: resource.featureName }));

export const ADMIN_TOOLS_KEY: FeatureKey = "admin_tools";

/** Rank in the preset order; keys the panel does not know come last (SPEC §9: 999). */
export function featureRank(featureKey: string): number {
  const index = FEATURES.findIndex((feature) => feature.featureKey === featureKey);
  return index === -1 ? 999 : index;
}
