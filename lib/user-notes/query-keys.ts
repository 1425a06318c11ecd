// Query keys double as URLs: parts joined with "/", a trailing object as the query string.
export const userNotesKeys = {
  all: ["/api/admin/users"] as const,
  list: (userId: string) => ["/api/admin/users", userId, "notes"] as const,
};
