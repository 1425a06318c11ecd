import { apiRoute } from "@/lib/api/route";
import { tokenIdParamsSchema } from "@/lib/api-tokens/schema";
import { revokeToken } from "@/lib/api-tokens/service";

export const DELETE = apiRoute(
  {
    summary: "Revoke an API token: it stops working at once, everywhere (an admin's own; a superadmin's, anyone's)",
    permission: "tokens.manage",
    success: "no content",
    errors: [404, 409],
    audit: ["token.revoke"],
    params: tokenIdParamsSchema,
  },
  async ({ user, params }) => revokeToken(user, params.id),
);
