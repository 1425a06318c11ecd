// Query keys double as URLs (SPEC §7), as every resource's do.
export const accountKeys = {
  summary: ["/api/account"] as const,
  stepUp: ["/api/account/step-up"] as const,
  sessions: ["/api/account/sessions"] as const,
};
