import { apiRoute } from "@/lib/api/route";
import { companyImportQuerySchema } from "@/lib/companies/import-fields";
import { importCompanies } from "@/lib/companies/import";
import { CSV_UPLOAD } from "@/lib/csv-import/upload";

export const POST = apiRoute(
  {
    summary: "Import companies from a CSV file (the body), all rows or none",
    permission: "companies.update",
    audit: ["company.import", "company.update"],
    query: companyImportQuerySchema,
    upload: CSV_UPLOAD,
    errors: [409, 429],
    // Overwriting more than UPDATES_WITHOUT_STEP_UP existing records needs a recent proof (lib/csv-import/schema.ts).
    stepUp: "by outcome",
  },
  ({ session, query, upload }) => importCompanies(session, query, upload, false),
);
