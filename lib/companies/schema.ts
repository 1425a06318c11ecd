// zod schemas for companies, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { CompanyRecord } from "@/lib/companies/record";
import { COMPANY_SIZES, COMPANY_VALIDATION } from "@/lib/companies/messages";
import { normaliseWebsite, websiteUrl } from "@/lib/companies/website";
import { optionalText } from "@/lib/validation/fields";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";

export const COMPANY_PAGE_SIZE = 50;
export const MAX_COMPANY_PAGE_SIZE = 200;

const website = z
  .string({ error: COMPANY_VALIDATION.websiteInvalid })
  .trim()
  .max(2048, COMPANY_VALIDATION.websiteTooLong)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const url = websiteUrl(normaliseWebsite(value));
    if (url === null) ctx.addIssue({ code: "custom", message: COMPANY_VALIDATION.websiteInvalid });
    else if (url.length > 2048) ctx.addIssue({ code: "custom", message: COMPANY_VALIDATION.websiteTooLong });
    else return url;
    return z.NEVER;
  });

const industry = optionalText(100, COMPANY_VALIDATION.industryInvalid);

const size = z
  .union([z.enum(COMPANY_SIZES), z.literal(""), z.null()], { error: COMPANY_VALIDATION.sizeInvalid })
  .optional()
  .transform((value) => value || null);

/** POST takes the whole company; PATCH the same fields, each optional (SPEC §7: "update with the same fields"). */
export const companyFormSchema = z.object({
  name: z
    .string({ error: COMPANY_VALIDATION.nameRequired })
    .trim()
    .min(1, COMPANY_VALIDATION.nameRequired)
    .max(200, COMPANY_VALIDATION.nameTooLong),
  website,
  industry,
  size,
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormValues = z.output<typeof companyFormSchema>;

export const companyPatchSchema = patchSchema(companyFormSchema);
export type CompanyPatch = z.output<typeof companyPatchSchema>;

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
