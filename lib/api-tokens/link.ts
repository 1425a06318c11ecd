// Where the API tokens screen is, and its name: the Admin Tools page and the command palette link to it.
export const TOKENS_LINK = { title: "API tokens", href: "/admin-tools/tokens" } as const;
