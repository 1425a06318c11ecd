// Query keys double as URLs (SPEC §7): parts joined with "/".
export const featureTogglesKeys = {
  all: ["/api/admin/feature-toggles"] as const,
};
