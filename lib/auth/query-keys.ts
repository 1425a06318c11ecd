// Query keys double as URLs (SPEC §7).

export const authKeys = {
  /** The signed-in admin with what they may do: seeded by the panel's layout, fetched again after a refusal. */
  user: ["/api/auth/user"] as const,
};
