// SPEC texts for companies (§2, §3, §5, §8, §9), word for word. Tests and UI share them.

export const COMPANY_SIZES = ["small", "medium", "large", "enterprise"] as const;
export type CompanySizeValue = (typeof COMPANY_SIZES)[number];

export const COMPANIES_TEXT = {
  title: "Companies",
  subtitle: "Manage your client companies and organizations",
  empty: "No companies found",
  blank: "-",
} as const;

/** The size filter (SPEC §2), in SPEC's order. */
export const COMPANY_SIZE_FILTER = [
  { value: "all", label: "All Sizes" },
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
  { value: "enterprise", label: "Enterprise" },
] as const;

/** Size badges with SPEC's employee bands (§3, §9). */
export const COMPANY_SIZE_LABELS: Record<CompanySizeValue, { label: string; band: string }> = {
  small: { label: "Small", band: "1-50" },
  medium: { label: "Medium", band: "51-200" },
  large: { label: "Large", band: "201-1000" },
  enterprise: { label: "Enterprise", band: "1000+" },
};

export const COMPANY_ERRORS = {
  notFound: "Company not found",
} as const;

export const COMPANY_VALIDATION = {
  nameRequired: "Company name is required",
  nameTooLong: "Company name must be at most 200 characters",
  websiteInvalid: "Website must be an http or https URL",
  websiteTooLong: "Website must be at most 2048 characters",
  industryInvalid: "Industry must be text of at most 100 characters",
  sizeInvalid: "Size must be one of small, medium, large or enterprise",
  sizeFilterInvalid: "Size filter must be one of all, small, medium, large or enterprise",
  searchTooLong: "Search must be at most 100 characters",
} as const;

/** SPEC §8: success toasts; on failure the server's message, else the fallback. */
export const COMPANY_TOASTS = {
  create: { success: "Company Created", fallback: "Failed to create company." },
  update: { success: "Company Updated", fallback: "Failed to update company." },
  delete: { success: "Company Deleted", fallback: "Failed to delete company." },
} as const;
