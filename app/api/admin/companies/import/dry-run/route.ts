import { apiRoute } from "@/lib/api/route";
import { companyImportQuerySchema } from "@/lib/companies/import-fields";
import { importCompanies } from "@/lib/companies/import";
import { CSV_UPLOAD } from "@/lib/csv-import/upload";

export const POST = apiRoute(
  {
    summary: "Report what importing a CSV file of companies would do to each row, changing nothing",
    permission: "companies.update",
    audit: { exempt: "A dry run is rolled back: it changes nothing" },
    query: companyImportQuerySchema,
    upload: CSV_UPLOAD,
    errors: [409, 429],
  },
  ({ session, query, upload }) => importCompanies(session, query, upload, true),
);
