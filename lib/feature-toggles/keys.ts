// SPEC §3 feature keys, in the preset order of the Admin Tools list (SPEC §2).
export const FEATURES = [
  { featureKey: "dashboard", featureName: "Dashboard" },
  { featureKey: "users", featureName: "Users" },
  { featureKey: "channels", featureName: "Channels" },
  { featureKey: "crm_contacts", featureName: "CRM Contacts" },
  { featureKey: "crm_companies", featureName: "CRM Companies" },
  { featureKey: "crm_deals", featureName: "CRM Deals" },
  { featureKey: "crm_activities", featureName: "CRM Activities" },
  { featureKey: "content_roadmap", featureName: "Content Roadmap" },
  { featureKey: "content_shop", featureName: "Content Shop" },
  { featureKey: "content_library", featureName: "Content Library" },
  { featureKey: "admin_tools", featureName: "Admin Tools" },
] as const;

export type FeatureKey = (typeof FEATURES)[number]["featureKey"];

export const ADMIN_TOOLS_KEY: FeatureKey = "admin_tools";

/** Rank in the preset order; keys the panel does not know come last (SPEC §9: 999). */
export function featureRank(featureKey: string): number {
  const index = FEATURES.findIndex((feature) => feature.featureKey === featureKey);
  return index === -1 ? 999 : index;
}
