import { apiRoute } from "@/lib/api/route";
import { contactFormSchema, contactIdParamsSchema } from "@/lib/contacts/schema";
import { deleteContact, updateContact } from "@/lib/contacts/service";

const params = contactIdParamsSchema;

export const PATCH = apiRoute({ params, body: contactFormSchema }, ({ user, params, body }) =>
  updateContact(user, params.id, body),
);

export const DELETE = apiRoute({ params, stepUp: true }, ({ user, params }) => deleteContact(user, params.id));
