import { apiRoute } from "@/lib/api/route";
import { createTokenSchema } from "@/lib/api-tokens/schema";
import { createToken, listTokens } from "@/lib/api-tokens/service";

export const GET = apiRoute(
  {
    summary: "List API tokens: the admin's own (a superadmin's: everyone's), in use or ended in the last 30 days",
    permission: "tokens.manage",
  },
  async ({ user }) => listTokens(user),
);

export const POST = apiRoute(
  {
    summary: "Create an API token with at most the admin's own permissions; its secret is in this answer only",
    permission: "tokens.manage",
    // A new credential grants access: it needs the same proof of a person as granting admin rights does.
    stepUp: true,
    success: "created",
    errors: [409],
    audit: ["token.create"],
    body: createTokenSchema,
  },
  async ({ user, body }) => Response.json(await createToken(user, body), { status: 201 }),
);
