import { apiRoute } from "@/lib/api/route";
import { userNoteFormSchema, userNoteIdParamsSchema } from "@/lib/user-notes/schema";
import { deleteUserNote, updateUserNote } from "@/lib/user-notes/service";

const params = userNoteIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Edit a staff note (one's own; a superadmin, any)",
    permission: "notes.update",
    errors: [404, 412],
    audit: ["user_note.update"],
    params,
    body: userNoteFormSchema,
  },
  ({ user, params, body, ifMatch }) => updateUserNote(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a staff note (one's own; a superadmin, any)",
    permission: "notes.update",
    errors: [404, 412],
    audit: ["user_note.delete"],
    params,
  },
  ({ user, params, ifMatch }) => deleteUserNote(user, { id: params.id, ifMatch }),
);
