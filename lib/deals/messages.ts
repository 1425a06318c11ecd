// SPEC texts for deals (§2, §5, §8), word for word. Tests and UI share them.
import { errorCodes } from "@/lib/api/error-codes";

export const DEALS_TEXT = {
  title: "Sales Pipeline",
  noContact: "No contact",
  noCompany: "No company",
  unknown: "Unknown",
} as const;

/** Board column titles, keyed by the API's stage values (SPEC §3). */
export const DEAL_STAGE_LABELS = {
  lead: "Lead",
  qualified: "Qualified",
  proposal: "Proposal",
  negotiation: "Negotiation",
  "closed-won": "Closed Won",
  "closed-lost": "Closed Lost",
} as const;

export const DEAL_VALIDATION = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  descriptionTooLong: "Description must be at most 5000 characters",
  valueRequired: "Value is required",
  valueFormat: "Value must be a number with at most two decimals between 0 and 99,999,999.99",
  stageRequired: "Stage is required",
  probabilityRange: "Probability must be between 0 and 100",
  probabilityWhole: "Probability must be a whole number",
  expectedCloseDate: "Expected close date must be a valid date (YYYY-MM-DD)",
  contactNotFound: "Contact not found",
  companyNotFound: "Company not found",
  searchTooLong: "Search must be at most 100 characters",
  stageFilterInvalid: "Stage filter must be one of lead, qualified, proposal, negotiation, closed-won or closed-lost",
  bulkIdsRequired: "At least one deal ID is required",
} as const;

/** The stable codes of the refusals the deal form shows under a field (X-Error-Code). */
export const DEAL_VALIDATION_CODES = errorCodes("deal", DEAL_VALIDATION);

export const DEAL_ERRORS = {
  notFound: "Deal not found",
} as const;

/**
 * SPEC §8 says deals show no message on failure; an optimistic move rolled back
 * without a word would look like a bug, so the screens fall back to these.
 */
export const DEAL_TOASTS = {
  create: { success: "Deal created", fallback: "Failed to create deal." },
  update: { success: "Deal updated", fallback: "Failed to update deal." },
  delete: { success: "Deal deleted", fallback: "Failed to delete deal." },
  move: { success: "Deal updated", fallback: "Failed to move deal." },
} as const;
