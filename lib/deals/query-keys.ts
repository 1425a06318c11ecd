// Query keys double as URLs (SPEC §7): parts joined with "/", a trailing object as the query string.
import type { DealStageValue } from "@/lib/deals/stages";

export const dealsKeys = {
  all: ["/api/admin/deals"] as const,
  board: ["/api/admin/deals", "board"] as const,
  /** Searched by title (the activity form's deal picker). */
  list: (query: { search?: string; limit?: number }) => ["/api/admin/deals", query] as const,
  /** One column's next cards: GET /api/admin/deals?stage=…&after=… */
  column: (stage: DealStageValue, cursor: string) => ["/api/admin/deals", { stage, after: cursor }] as const,
};
