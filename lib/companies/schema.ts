// zod schemas for companies, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { CompanyRecord } from "@/lib/companies/service";
import { COMPANY_SIZES, COMPANY_VALIDATION } from "@/lib/companies/messages";
import type { Json } from "@/lib/serialize";

export const COMPANY_PAGE_SIZE = 50;
export const MAX_COMPANY_PAGE_SIZE = 200;
/** The company picker in the contact form asks for this many matches. */
export const COMPANY_PICKER_SIZE = 20;

// A scheme, but not a host with a port ("example.com:8080").
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** "example.com" means "https://example.com"; any other scheme stays as typed, to be refused. */
export function normaliseWebsite(value: string): string {
  return HAS_SCHEME.test(value) ? value : `https://${value}`;
}

/** Only http and https links to a named host: the table opens them in a new tab. */
export function isWebsiteUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const website = z
  .string({ error: COMPANY_VALIDATION.websiteInvalid })
  .trim()
  .transform((value) => (value ? normaliseWebsite(value) : value))
  .pipe(
    z
      .string()
      .max(2048, COMPANY_VALIDATION.websiteTooLong)
      .refine((value) => value === "" || isWebsiteUrl(value), COMPANY_VALIDATION.websiteInvalid),
  )
  .nullish()
  .transform((value) => value || null);

const industry = z
  .string({ error: COMPANY_VALIDATION.industryInvalid })
  .trim()
  .max(100, COMPANY_VALIDATION.industryInvalid)
  .nullish()
  .transform((value) => value || null);

const size = z
  .union([z.enum(COMPANY_SIZES), z.literal(""), z.null()], { error: COMPANY_VALIDATION.sizeInvalid })
  .optional()
  .transform((value) => value || null);

/** POST and PATCH take the whole company (SPEC §7: "update with the same fields"). */
export const companyFormSchema = z.object({
  name: z.string({ error: COMPANY_VALIDATION.nameRequired }).trim().min(1, COMPANY_VALIDATION.nameRequired).max(200, COMPANY_VALIDATION.nameTooLong),
  website,
  industry,
  size,
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormValues = z.output<typeof companyFormSchema>;

export const companyIdParamsSchema = z.object({ id: z.string() });

export const companySizeFilter = z.enum(["all", ...COMPANY_SIZES], { error: COMPANY_VALIDATION.sizeFilterInvalid });

export const companyFilterSchema = z.object({
  search: z.string().trim().max(100, COMPANY_VALIDATION.searchTooLong).optional().default(""),
  size: companySizeFilter.optional().default("all"),
});
export type CompanyFilter = z.infer<typeof companyFilterSchema>;

/** The list, and the contact form's company picker (`?search=ac&limit=20`), searched on the server. */
export const listCompaniesQuerySchema = companyFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: COMPANY_PAGE_SIZE, max: MAX_COMPANY_PAGE_SIZE }).shape,
);
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuerySchema>;

/** A company as JSON delivers it. */
export type CompanyRow = Json<CompanyRecord>;
