// Query keys double as URLs: parts joined with "/", a trailing object as the query string.
import type { ReportFilter } from "@/lib/reports/schema";

export const reportsKeys = {
  all: ["/api/admin/reports"] as const,
  list: (filter: Partial<ReportFilter> & { after?: string; before?: string; limit?: number }) =>
    ["/api/admin/reports", filter] as const,
  item: (id: string) => ["/api/admin/reports", id] as const,
};
