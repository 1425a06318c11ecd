import { apiRoute } from "@/lib/api/route";
import { createViewSchema, listViewsQuerySchema } from "@/lib/views/schema";
import { createView, listViews } from "@/lib/views/service";

export const GET = apiRoute(
  {
    summary: "List the saved views of a list: the admin's own and the shared ones (needs the list's read permission)",
    query: listViewsQuerySchema,
  },
  ({ user, query }) => listViews(user, query.list),
);

export const POST = apiRoute(
  {
    summary: "Save a list's filters, search, sort and columns as a named view (needs the list's read permission)",
    success: "created",
    errors: [409],
    audit: ["saved_view.create"],
    body: createViewSchema,
  },
  async ({ user, body }) => Response.json(await createView(user, body), { status: 201 }),
);
