// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { CompanyFilter } from "@/lib/companies/schema";

/** The company picker in the contact form asks for this many matches. */
const COMPANY_PICKER_SIZE = 20;

export const companiesKeys = {
  all: ["/api/admin/companies"] as const,
  list: (query: Partial<CompanyFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/companies", query] as const,
  /** The contact form's company picker: the list endpoint, searched on the server. */
  picker: (search: string) => ["/api/admin/companies", { search, limit: COMPANY_PICKER_SIZE }] as const,
};
