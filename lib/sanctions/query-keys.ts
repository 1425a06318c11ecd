// Query keys double as URLs: parts joined with "/", a trailing object as the query string.
export const sanctionsKeys = {
  all: ["/api/admin/sanctions"] as const,
  ofUser: (userId: string) => ["/api/admin/users", userId, "sanctions"] as const,
  ladder: ["/api/admin/sanctions/ladder"] as const,
};
