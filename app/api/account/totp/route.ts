import { removeTotp, startTotpEnrolment } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** Starts setting up an authenticator app: a new secret and its QR code. */
export const POST = apiRoute({ enrolment: true }, ({ user }) => startTotpEnrolment(user));

/** Removes the authenticator app and the recovery codes. */
export const DELETE = apiRoute({ stepUp: true }, ({ user }) => removeTotp(user));
