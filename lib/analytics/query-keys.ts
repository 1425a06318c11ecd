// The dashboard charts' query key (keys double as URLs, SPEC §7). Apart from lib/users/query-keys.ts,
// which every screen loads, so only the dashboard carries it.
export const chartKeys = {
  all: ["/api/admin/analytics/charts"] as const,
};
