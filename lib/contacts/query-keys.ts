// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { ContactFilter } from "@/lib/contacts/schema";

export const contactsKeys = {
  all: ["/api/admin/contacts"] as const,
  list: (query: Partial<ContactFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/contacts", query] as const,
};
