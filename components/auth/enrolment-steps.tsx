"use client";

import { TotpEnrolmentSteps } from "@/components/account/totp-enrolment";

/** The enrolment a policy requires: once the app is on and the codes are saved, on to the page the admin was going to. */
export function EnrolmentSteps({ callbackUrl }: { callbackUrl: string }) {
  return <TotpEnrolmentSteps onDone={() => window.location.assign(callbackUrl)} />;
}
