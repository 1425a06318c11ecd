// How a deal reads on the board (SPEC §2 'Sales Pipeline'): names with SPEC's
// fallbacks, the close date without a time zone, and the screen's own texts.
import type { SelectOption } from "@/components/ui/option-select";
import { contactName } from "@/lib/contacts/display";
import { formatCalendarDay } from "@/lib/format";
import { DEAL_STAGE_LABELS, DEALS_TEXT } from "@/lib/deals/messages";
import { type DealRow } from "@/lib/deals/schema";
import { DEAL_STAGES, type DealStageValue } from "@/lib/deals/stages";

export const STAGE_OPTIONS: readonly SelectOption<DealStageValue>[] = DEAL_STAGES.map((stage) => ({
  value: stage,
  label: DEAL_STAGE_LABELS[stage],
}));

export const stageLabel = (stage: DealStageValue) => DEAL_STAGE_LABELS[stage];

export const isDealStage = (value: unknown): value is DealStageValue =>
  (DEAL_STAGES as readonly unknown[]).includes(value);

/** 'No contact' when none is linked, 'Unknown' when the linked one is gone. */
export function dealContactName(deal: Pick<DealRow, "contactId" | "contact">): string {
  if (deal.contact) return contactName(deal.contact);
  return deal.contactId ? DEALS_TEXT.unknown : DEALS_TEXT.noContact;
}

export function dealCompanyName(deal: Pick<DealRow, "companyId" | "company">): string {
  if (deal.company) return deal.company.name;
  return deal.companyId ? DEALS_TEXT.unknown : DEALS_TEXT.noCompany;
}

/** "2025-03-01" → "Mar 1, 2025", read as a calendar date (UTC), so no time zone moves it a day. */
export const formatCloseDate = (value: string | null): string | null => (value ? formatCalendarDay(value) : null);

export const DEAL_SCREEN_TEXT = {
  addDeal: "Add Deal",
  totalValue: "Total pipeline value",
  addTitle: "Add Deal",
  editTitle: "Edit Deal",
  create: "Create Deal",
  save: "Save Changes",
  editDetails: "Edit Details",
  loadMore: "Load more",
  emptyColumn: "No deals in this stage",
  loadFailed: "Could not load the pipeline.",
  retry: "Try again",
  deleteTitle: "Delete deal?",
  deleteDescription:
    "Are you sure you want to delete this deal? It moves to the Trash; you can restore it from Admin Tools → Trash.",
  loadMoreFailed: "Failed to load more deals.",
  stageNav: "Scroll the board",
  previousStage: "Previous stage",
  nextStage: "Next stage",
} as const;
