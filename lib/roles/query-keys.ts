// Query keys double as URLs (SPEC §7): parts joined with "/".
export const rolesKeys = {
  all: ["/api/admin/roles"] as const,
};
