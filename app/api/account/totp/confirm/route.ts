import { totpConfirmSchema } from "@/lib/account/schema";
import { confirmTotp } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** Turns the authenticator app on with its first code; answers the recovery codes, shown this once. */
export const POST = apiRoute(
  {
    summary: "Turn the authenticator app on with its first code",
    errors: [409],
    audit: ["account.totp_enrolled"],
    enrolment: true,
    body: totpConfirmSchema,
  },
  ({ session, body }) => confirmTotp(session, body.code),
);
