import { apiRoute } from "@/lib/api/route";
import { companyImportQuerySchema } from "@/lib/companies/import-fields";
import { importCompanies } from "@/lib/companies/import";
import { CSV_UPLOAD } from "@/lib/csv-import/upload";

export const POST = apiRoute(
  {
    summary: "Import companies from a CSV file (the body), all rows or none",
    audit: ["company.import"],
    query: companyImportQuerySchema,
    upload: CSV_UPLOAD,
    errors: [409],
  },
  ({ user, query, upload }) => importCompanies(user, query, upload, false),
);
