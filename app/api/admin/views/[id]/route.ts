import { apiRoute } from "@/lib/api/route";
import { viewIdParamsSchema, viewPatchSchema } from "@/lib/views/schema";
import { deleteView, updateView } from "@/lib/views/service";

const params = viewIdParamsSchema;

export const PATCH = apiRoute(
  {
    summary: "Rename, share or save over a view (its owner; a superadmin for a shared one; the list's read permission)",
    errors: [404, 409, 412],
    audit: ["saved_view.update"],
    params,
    body: viewPatchSchema,
  },
  ({ user, params, body, ifMatch }) => updateView(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a view (its owner; a superadmin for a shared one)",
    errors: [404, 412],
    audit: ["saved_view.delete"],
    params,
  },
  ({ user, params, ifMatch }) => deleteView(user, { id: params.id, ifMatch }),
);
