// Step-up: Take Control, deletions, admin rights, id changes, signing a user
// out everywhere, exports of users and second-factor changes need a fresh
// proof of who the admin is (the sign-in itself, the second step, or a
// re-authentication) within STEP_UP_SECONDS. Without it the API answers 401
// `{"error":"reauthentication_required"}`; the panel then asks in a dialog and
// retries the call by itself.
import { ApiError } from "@/lib/api/errors";
import { STEP_UP_SECONDS } from "@/lib/auth/config";
import { STEP_UP_TEXT } from "@/lib/auth/messages";
import { REAUTHENTICATION_REQUIRED } from "@/lib/api/error-codes";
import type { PanelSession } from "@/lib/auth/session/session";

export function recentlyConfirmed(session: Pick<PanelSession, "confirmedAt">, now = Date.now()): boolean {
  return STEP_UP_SECONDS === 0 || now - session.confirmedAt.getTime() <= STEP_UP_SECONDS * 1000;
}

/** Throws the machine-readable 401 unless the session proved who it is recently enough. */
export function requireRecentConfirmation(session: Pick<PanelSession, "confirmedAt">): void {
  if (!recentlyConfirmed(session)) throw new ApiError(401, STEP_UP_TEXT.refused, REAUTHENTICATION_REQUIRED);
}
