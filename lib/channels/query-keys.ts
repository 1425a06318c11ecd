export const channelsKeys = {
  all: ["/api/admin/channels"] as const,
  list: (cursor: { after?: string; before?: string }) => ["/api/admin/channels", cursor] as const,
};
