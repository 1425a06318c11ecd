import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { contactFormSchema, listContactsQuerySchema } from "@/lib/contacts/schema";
import { createContact, listContacts } from "@/lib/contacts/service";

export const GET = apiRoute(
  { summary: "List contacts", success: "page", query: listContactsQuerySchema },
  async ({ req, query }) => pagedResponse(req, await listContacts(query)),
);

export const POST = apiRoute(
  { summary: "Create a contact", success: "created", audit: ["contact.create"], body: contactFormSchema },
  async ({ user, body }) => Response.json(await createContact(user, body), { status: 201 }),
);
