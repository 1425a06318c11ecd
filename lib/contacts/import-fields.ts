// What a contacts CSV can fill (docs/decisions/csv-import.md), for the import route and the wizard's mapping step.
import { importQuerySchema, type ImportField } from "@/lib/csv-import/schema";

export const CONTACT_IMPORT_FIELDS = [
  { field: "firstName", label: "First name", aliases: ["first", "given name", "forename"] },
  { field: "lastName", label: "Last name", aliases: ["last", "surname", "family name"] },
  { field: "email", label: "Email", aliases: ["e-mail", "email address", "mail"] },
  { field: "phone", label: "Phone", aliases: ["telephone", "phone number", "mobile"] },
  { field: "company", label: "Company", aliases: ["company name", "organisation", "organization"] },
  { field: "status", label: "Status", aliases: [] },
  { field: "source", label: "Source", aliases: ["lead source"] },
] as const satisfies readonly ImportField[];

export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number]["field"];

export const contactImportQuerySchema = importQuerySchema<ContactImportField>(CONTACT_IMPORT_FIELDS, [
  "firstName",
  "lastName",
]);
