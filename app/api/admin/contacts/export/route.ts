import { apiRoute } from "@/lib/api/route";
import { exportContacts } from "@/lib/contacts/export-contacts";
import { contactFilterSchema } from "@/lib/contacts/schema";

export const GET = apiRoute(
  { summary: "Export contacts as CSV", permission: "contacts.export", success: "csv", query: contactFilterSchema },
  ({ user, stillAllowed, query }) => exportContacts({ user, stillAllowed }, query),
);
