// Query keys double as URLs (SPEC §7).
export const roadmapKeys = {
  all: ["/api/admin/roadmap"] as const,
};
