import { apiRoute } from "@/lib/api/route";
import { contactImportQuerySchema } from "@/lib/contacts/import-fields";
import { importContacts } from "@/lib/contacts/import";
import { CSV_UPLOAD } from "@/lib/csv-import/upload";

export const POST = apiRoute(
  {
    summary: "Report what importing a CSV file of contacts would do to each row, changing nothing",
    permission: "contacts.update",
    audit: { exempt: "A dry run is rolled back: it changes nothing" },
    query: contactImportQuerySchema,
    upload: CSV_UPLOAD,
    errors: [409, 429],
  },
  ({ session, query, upload }) => importContacts(session, query, upload, true),
);
