import { removePasskey, renamePasskey } from "@/lib/account/passkeys";
import { passkeyParamsSchema, renamePasskeySchema } from "@/lib/account/schema";
import { apiRoute } from "@/lib/api/route";

export const PATCH = apiRoute(
  {
    summary: "Rename a passkey",
    errors: [404],
    audit: ["account.passkey_renamed"],
    params: passkeyParamsSchema,
    body: renamePasskeySchema,
  },
  ({ user, params, body }) => renamePasskey(user, params.id, body.name),
);

/** Removes one of the admin's passkeys (not the last factor while the policy requires one). */
export const DELETE = apiRoute(
  {
    summary: "Remove a passkey",
    success: "no content",
    errors: [404, 409],
    audit: ["account.passkey_removed"],
    stepUp: true,
    params: passkeyParamsSchema,
  },
  ({ user, params }) => removePasskey(user, params.id),
);
