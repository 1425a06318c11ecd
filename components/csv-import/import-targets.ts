// What each screen imports: its route, fields, duplicate key and the lists an import refetches.
import { COMPANY_IMPORT_FIELDS } from "@/lib/companies/import-fields";
import { companiesKeys } from "@/lib/companies/query-keys";
import { CONTACT_IMPORT_FIELDS } from "@/lib/contacts/import-fields";
import { contactsKeys } from "@/lib/contacts/query-keys";
import type { ImportTarget } from "@/hooks/use-csv-import";

export type ImportResource = "contacts" | "companies";

export const IMPORT_TARGETS: Record<ImportResource, ImportTarget & { keyLabel: string }> = {
  contacts: {
    plural: "contacts",
    route: "/api/admin/contacts/import",
    fields: CONTACT_IMPORT_FIELDS,
    keyLabel: "same email",
    invalidate: [contactsKeys.all],
  },
  companies: {
    plural: "companies",
    route: "/api/admin/companies/import",
    fields: COMPANY_IMPORT_FIELDS,
    keyLabel: "same name",
    // Contacts show their company's name.
    invalidate: [companiesKeys.all, contactsKeys.all],
  },
};
