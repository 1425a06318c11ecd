// Where the audit log is, and its name: the Admin Tools page, the command palette and the dashboard link to it.
export const AUDIT_LINK = { title: "Audit Log", href: "/admin-tools/audit" } as const;
