// Where the Roles screen is, and its name: the Admin Tools page and the command palette link to it.
export const ROLES_LINK = { title: "Roles", href: "/admin-tools/roles" } as const;
