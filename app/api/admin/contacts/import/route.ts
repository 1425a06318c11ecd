import { apiRoute } from "@/lib/api/route";
import { contactImportQuerySchema } from "@/lib/contacts/import-fields";
import { importContacts } from "@/lib/contacts/import";
import { CSV_UPLOAD } from "@/lib/csv-import/upload";

export const POST = apiRoute(
  {
    summary: "Import contacts from a CSV file (the body), all rows or none",
    permission: "contacts.update",
    audit: ["contact.import", "contact.update"],
    query: contactImportQuerySchema,
    upload: CSV_UPLOAD,
    errors: [409, 429],
    // Overwriting more than UPDATES_WITHOUT_STEP_UP existing records needs a recent proof (lib/csv-import/schema.ts).
    stepUp: "by outcome",
  },
  ({ session, query, upload }) => importContacts(session, query, upload, false),
);
