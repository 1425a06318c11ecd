import { apiRoute } from "@/lib/api/route";
import { contactImportQuerySchema } from "@/lib/contacts/import-fields";
import { importContacts } from "@/lib/contacts/import";
import { CSV_UPLOAD } from "@/lib/csv-import/upload";

export const POST = apiRoute(
  {
    summary: "Import contacts from a CSV file (the body), all rows or none",
    audit: ["contact.import"],
    query: contactImportQuerySchema,
    upload: CSV_UPLOAD,
    errors: [409],
  },
  ({ user, query, upload }) => importContacts(user, query, upload, false),
);
