import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { bulkEditContactsSchema, contactFormSchema, listContactsQuerySchema } from "@/lib/contacts/schema";
import { bulkUpdateContacts, createContact, listContacts } from "@/lib/contacts/service";

export const GET = apiRoute(
  { summary: "List contacts", permission: "contacts.read", success: "page", query: listContactsQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listContacts(query)),
);

export const POST = apiRoute(
  {
    summary: "Create a contact",
    permission: "contacts.update",
    success: "created",
    audit: ["contact.create"],
    body: contactFormSchema,
  },
  async ({ user, body }) => Response.json(await createContact(user, body), { status: 201 }),
);

export const PATCH = apiRoute(
  {
    summary: "Set the status or company of the selected contacts, or of every contact matching the filters",
    permission: "contacts.update",
    errors: [409],
    audit: ["contact.update"],
    body: bulkEditContactsSchema,
  },
  ({ user, body }) => bulkUpdateContacts(user, body),
);
