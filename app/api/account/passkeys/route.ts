import { addPasskey } from "@/lib/account/passkeys";
import { addPasskeySchema } from "@/lib/account/schema";
import { panelOrigin } from "@/lib/api/origin";
import { apiRoute } from "@/lib/api/route";

/** Keeps the passkey the browser made; answers it, with recovery codes (shown this once) when it is the first factor. */
export const POST = apiRoute(
  {
    summary: "Add a passkey",
    errors: [409],
    audit: ["account.passkey_added"],
    enrolment: true,
    stepUp: true,
    body: addPasskeySchema,
  },
  ({ req, session, body }) =>
    addPasskey(session, {
      response: body.response,
      name: body.name,
      userAgent: req.headers.get("user-agent"),
      origin: panelOrigin(req),
    }),
);
