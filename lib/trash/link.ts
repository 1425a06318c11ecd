// Where the Trash is, and its name: apart from messages.ts, because the sidebar and every delete's toast link
// to it, and so carry these two words on every screen rather than the Trash screen's texts.
export const TRASH_LINK = { title: "Trash", href: "/admin-tools/trash", open: "Open Trash" } as const;
