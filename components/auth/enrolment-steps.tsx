"use client";

// The enrolment a policy requires: a passkey (one prompt) or an authenticator
// app; once it is on and the recovery codes are saved, on to the page the
// admin was going to.
import * as React from "react";
import { RecoveryCodesPanel } from "@/components/account/recovery-codes-panel";
import { TotpEnrolmentSteps } from "@/components/account/totp-enrolment";
import { Button } from "@/components/ui/button";
import { useAddPasskey } from "@/hooks/use-add-passkey";
import { usePasskeysAvailable } from "@/hooks/use-passkeys-available";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";

export function EnrolmentSteps({ callbackUrl }: { callbackUrl: string }) {
  const proceed = () => window.location.assign(callbackUrl);
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const available = usePasskeysAvailable();
  const passkey = useAddPasskey(({ recoveryCodes }) => (recoveryCodes ? setCodes(recoveryCodes) : proceed()));
  if (codes) return <RecoveryCodesPanel codes={codes} onDone={proceed} />;
  return (
    <div className="flex flex-col gap-6">
      {available ? (
        <>
          <Button onClick={() => void passkey.add()} disabled={passkey.pending} aria-busy={passkey.pending}>
            {SECOND_STEP_TEXT.enrolPasskey}
          </Button>
          <p className="text-muted-foreground text-center text-sm">{SECOND_STEP_TEXT.orAuthenticatorApp}</p>
        </>
      ) : null}
      <TotpEnrolmentSteps onDone={proceed} />
    </div>
  );
}
