// The permissions that show a timeline source (sources.ts holds which shows which), in a module of their own: the
// user page asks only whether its reader holds any, and its first load must not carry the source map (page weight).
export const TIMELINE_READ_PERMISSIONS = ["notes.read", "audit.read", "sanctions.read", "reports.read"] as const;
