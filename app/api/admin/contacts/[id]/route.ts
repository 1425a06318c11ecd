import { apiRoute } from "@/lib/api/route";
import { contactIdParamsSchema, contactPatchSchema } from "@/lib/contacts/schema";
import { deleteContact, updateContact } from "@/lib/contacts/service";

const params = contactIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Update a contact",
    permission: "contacts.update",
    errors: [404, 412],
    audit: ["contact.update"],
    params,
    body: contactPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateContact(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a contact, unlinking its deals and activities",
    permission: "contacts.update",
    errors: [404, 412],
    audit: ["contact.delete"],
    params,
    stepUp: true,
  },
  ({ user, params, ifMatch }) => deleteContact(user, { id: params.id, ifMatch }),
);
