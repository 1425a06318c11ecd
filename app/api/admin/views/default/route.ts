import { apiRoute } from "@/lib/api/route";
import { setDefaultViewSchema } from "@/lib/views/schema";
import { setDefaultView } from "@/lib/views/service";

export const PUT = apiRoute(
  {
    summary: "Choose the view a list opens with for this admin, or none (needs the list's read permission)",
    errors: [404, 409],
    audit: ["saved_view.set_default"],
    body: setDefaultViewSchema,
  },
  ({ user, body }) => setDefaultView(user, body),
);
