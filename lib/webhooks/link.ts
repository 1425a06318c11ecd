export const WEBHOOKS_LINK = { title: "Webhooks", href: "/admin-tools/webhooks" } as const;
