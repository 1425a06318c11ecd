// Rules the browser needs too, apart from the zod schemas (which stay out of every page's first load).
import { featureRank } from "@/lib/feature-toggles/keys";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";

/** SPEC §6: an item is hidden only when its toggle exists and is disabled. */
export function isFeatureVisible(featureKey: string, toggles: readonly FeatureToggle[]): boolean {
  const toggle = toggles.find((candidate) => candidate.featureKey === featureKey);
  return toggle?.isEnabled ?? true;
}

/** The preset key order; unknown keys last (rank 999), then by key. */
export function sortByPresetOrder<T extends { featureKey: string }>(toggles: readonly T[]): T[] {
  return [...toggles].sort(
    (a, b) => featureRank(a.featureKey) - featureRank(b.featureKey) || a.featureKey.localeCompare(b.featureKey),
  );
}
