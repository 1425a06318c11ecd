// Query keys double as URLs: parts joined with "/", a trailing object as the query string.
export const userTimelineKeys = {
  list: (userId: string) => ["/api/admin/users", userId, "timeline"] as const,
};
