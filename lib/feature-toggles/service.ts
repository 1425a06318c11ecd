import { db } from "@/lib/db";
import type { FeatureToggle } from "@/lib/feature-toggles/schema";

export const featureToggleSelect = { featureKey: true, featureName: true, isEnabled: true } as const;

export function listFeatureToggles(): Promise<FeatureToggle[]> {
  return db.featureToggle.findMany({ select: featureToggleSelect, orderBy: { featureKey: "asc" } });
}
