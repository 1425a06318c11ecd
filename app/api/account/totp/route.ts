import { removeTotp, startTotpEnrolment } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** Starts setting up an authenticator app: a new secret and its QR code (a new factor: a recent proof first). */
export const POST = apiRoute(
  {
    summary: "Start setting up an authenticator app",
    errors: [409],
    audit: { exempt: "stores a secret that changes nothing until a code confirms it (account.totp_enrolled)" },
    enrolment: true,
    stepUp: true,
  },
  ({ user }) => startTotpEnrolment(user),
);

/** Removes the authenticator app and the recovery codes. */
export const DELETE = apiRoute(
  {
    summary: "Remove the authenticator app",
    success: "no content",
    errors: [409],
    audit: ["account.totp_removed"],
    stepUp: true,
  },
  ({ user }) => removeTotp(user),
);
