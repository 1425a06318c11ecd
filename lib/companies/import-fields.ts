// What a companies CSV can fill (docs/decisions/csv-import.md), for the import route and the wizard's mapping step.
import { importQuerySchema, type ImportField } from "@/lib/csv-import/schema";

export const COMPANY_IMPORT_FIELDS = [
  { field: "name", label: "Company name", aliases: ["name", "company", "organisation", "organization"] },
  { field: "website", label: "Website", aliases: ["url", "web", "site", "homepage"] },
  { field: "industry", label: "Industry", aliases: ["sector"] },
  { field: "size", label: "Size", aliases: ["company size"] },
] as const satisfies readonly ImportField[];

export type CompanyImportField = (typeof COMPANY_IMPORT_FIELDS)[number]["field"];

export const companyImportQuerySchema = importQuerySchema<CompanyImportField>(COMPANY_IMPORT_FIELDS, ["name"]);
