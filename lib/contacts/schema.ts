// zod schemas for contacts, shared by the form and the route handlers (SPEC §3, §5, §7).
import { z } from "zod";
import { keysetQuerySchema } from "@/lib/api/list-query";
import type { ContactRecord } from "@/lib/contacts/record";
import { CONTACT_STATUSES, CONTACT_VALIDATION } from "@/lib/contacts/messages";
import { optionalRowId, optionalText } from "@/lib/validation/fields";
import { bulkEditSchema } from "@/lib/records/bulk-edit";
import { patchSchema } from "@/lib/records/patch";
import type { Json } from "@/lib/serialize";

export const CONTACT_PAGE_SIZE = 50;
export const MAX_CONTACT_PAGE_SIZE = 200;

const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong);

const isEmail = (value: string) => z.email().safeParse(value).success;

const email = z
  .string({ error: CONTACT_VALIDATION.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, CONTACT_VALIDATION.emailInvalid)
  .refine((value) => value === "" || isEmail(value), CONTACT_VALIDATION.emailInvalid)
  .nullish()
  .transform((value) => value || null);

/** POST takes the whole contact; PATCH the same fields, each optional (SPEC §7: "update with the same fields"). */
export const contactFormSchema = z.object({
  firstName: requiredName(CONTACT_VALIDATION.firstNameRequired, CONTACT_VALIDATION.firstNameTooLong),
  lastName: requiredName(CONTACT_VALIDATION.lastNameRequired, CONTACT_VALIDATION.lastNameTooLong),
  email,
  phone: optionalText(50, CONTACT_VALIDATION.phoneInvalid),
  companyId: optionalRowId(CONTACT_VALIDATION.companyIdInvalid),
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_VALIDATION.statusInvalid }).default("lead"),
  source: optionalText(100, CONTACT_VALIDATION.sourceInvalid),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const contactPatchSchema = patchSchema(contactFormSchema);
export type ContactPatch = z.output<typeof contactPatchSchema>;

export const contactIdParamsSchema = z.object({ id: z.string() });

export const contactStatusFilter = z.enum(["all", ...CONTACT_STATUSES], {
  error: CONTACT_VALIDATION.statusFilterInvalid,
});

export const contactFilterSchema = z.object({
  search: z.string().trim().max(100, CONTACT_VALIDATION.searchTooLong).optional().default(""),
  status: contactStatusFilter.optional().default("all"),
});
export type ContactFilter = z.infer<typeof contactFilterSchema>;

export const listContactsQuerySchema = contactFilterSchema.extend(
  keysetQuerySchema({ defaultLimit: CONTACT_PAGE_SIZE, max: MAX_CONTACT_PAGE_SIZE }).shape,
);
export type ListContactsQuery = z.infer<typeof listContactsQuerySchema>;

/** A contact as JSON delivers it, with its company's id and name. */
export type ContactRow = Json<ContactRecord>;

/** PATCH /api/admin/contacts: a status, a company (null: none) or both, for the selected contacts or every one matching. */
export const bulkEditContactsSchema = bulkEditSchema(
  contactFilterSchema,
  patchSchema(contactFormSchema.pick({ status: true, companyId: true })),
  CONTACT_VALIDATION.bulkIdsRequired,
);
export type BulkEditContacts = z.output<typeof bulkEditContactsSchema>;
