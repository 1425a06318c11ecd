import { removeTotp, startTotpEnrolment } from "@/lib/account/service";
import { apiRoute } from "@/lib/api/route";

/** Starts setting up an authenticator app: a new secret and its QR code (a new factor: a recent proof first). */
export const POST = apiRoute({ enrolment: true, stepUp: true }, ({ user }) => startTotpEnrolment(user));

/** Removes the authenticator app and the recovery codes. */
export const DELETE = apiRoute({ stepUp: true }, ({ user }) => removeTotp(user));
