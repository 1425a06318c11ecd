"use client";

// Setting up an authenticator app: a new secret as a QR code and as text, then
// the app's first code turns it on and the recovery codes are shown once.
// Used by the Account page and by the enrolment a policy requires.
import * as React from "react";
import { useMutation } from "@tanstack/react-query";
import { RecoveryCodesPanel } from "@/components/account/recovery-codes-panel";
import { ProofField } from "@/components/auth/proof-field";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ACCOUNT_ERRORS, ACCOUNT_TEXT } from "@/lib/account/messages";
import type { TotpConfirmed, TotpEnrolment } from "@/lib/account/schema";
import { serverMessage } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";

type TotpEnrolmentProps = { onDone: () => void; onCancel?: () => void };

export function TotpEnrolmentSteps({ onDone, onCancel }: TotpEnrolmentProps) {
  const start = useMutation({ mutationFn: () => apiRequest<TotpEnrolment>("POST", "/api/account/totp") });
  const confirm = useMutation({
    mutationFn: (code: string) => apiRequest<TotpConfirmed>("POST", "/api/account/totp/confirm", { code }),
    // Not the first factor: the admin's recovery codes stay, so there are none to show.
    onSuccess: ({ recoveryCodes }) => recoveryCodes === null && onDone(),
  });
  const [code, setCode] = React.useState("");
  const { mutate: begin } = start;
  // One secret per enrolment shown, even when React runs the effect twice (development).
  const begun = React.useRef(false);
  React.useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin();
  }, [begin]);

  if (confirm.data?.recoveryCodes) return <RecoveryCodesPanel codes={confirm.data.recoveryCodes} onDone={onDone} />;
  if (start.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {serverMessage(start.error, ACCOUNT_TEXT.enrolmentFailed)}
      </p>
    );
  }
  if (!start.data) return <Skeleton className="size-48" aria-label={ACCOUNT_TEXT.setUpTotp} />;

  const error = confirm.isError ? serverMessage(confirm.error, ACCOUNT_ERRORS.invalidCode) : null;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code.trim());
      }}
    >
      <p className="text-muted-foreground text-sm">{ACCOUNT_TEXT.scanQr}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by the server for this enrolment */}
      <img src={start.data.qrCode} alt={ACCOUNT_TEXT.qrAlt} width={192} height={192} className="rounded-md bg-white" />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium">{ACCOUNT_TEXT.secretLabel}</span>
        <code className="bg-muted rounded-md px-3 py-2 font-mono text-sm break-all" data-testid="totp-secret">
          {start.data.secret}
        </code>
      </div>
      <ProofField
        id="totp-code"
        label={ACCOUNT_TEXT.confirmCodeLabel}
        kind="code"
        digitsOnly
        value={code}
        onChange={setCode}
        error={error}
        disabled={confirm.isPending}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {ACCOUNT_TEXT.confirm}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={confirm.isPending}>
            {ACCOUNT_TEXT.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
