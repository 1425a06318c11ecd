import { apiRoute } from "@/lib/api/route";
import { pagedResponse } from "@/lib/api/pagination";
import { listUserNotesQuerySchema, userNoteFormSchema } from "@/lib/user-notes/schema";
import { createUserNote, listUserNotes } from "@/lib/user-notes/service";
import { userIdParamsSchema } from "@/lib/users/schema";

const params = userIdParamsSchema;

export const GET = apiRoute(
  {
    summary: "List a user's staff notes, newest first",
    permission: "notes.read",
    success: "page",
    errors: [404],
    params,
    query: listUserNotesQuerySchema,
  },
  async ({ req, user, params, query }) => pagedResponse(req, await listUserNotes(user, params.id, query)),
);

export const POST = apiRoute(
  {
    summary: "Write a staff note on a user",
    permission: "notes.update",
    success: "created",
    errors: [404],
    audit: ["user_note.create"],
    params,
    body: userNoteFormSchema,
  },
  async ({ user, params, body }) => Response.json(await createUserNote(user, params.id, body), { status: 201 }),
);
