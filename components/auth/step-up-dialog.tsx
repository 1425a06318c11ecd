"use client";

// "Confirm it's you": a passkey, the authenticator code, or the password for an
// admin without either, renews the session's confirmation; then the action that
// asked is repeated by itself. Cancelling leaves it refused.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { PasskeyButton } from "@/components/auth/passkey-button";
import { ProofField } from "@/components/auth/proof-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { accountKeys } from "@/lib/account/query-keys";
import { usePasskeysAvailable } from "@/hooks/use-passkeys-available";
import { serverMessage } from "@/lib/api-client/errors";
import { apiRequest } from "@/lib/api-client/request";
import type { StepUpAction } from "@/lib/api-client/step-up";
import { PASSKEY_TEXT, STEP_UP_TEXT } from "@/lib/auth/messages";
import type { ReauthenticationMethod } from "@/lib/auth/step-up/reauthenticate";
import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";

export type StepUpDialogProps = {
  open: boolean;
  /** What the admin confirms ("delete 'Q3 launch'"), when the call that asked said so. */
  action?: StepUpAction;
  onDone: (confirmed: boolean) => void;
};

export function StepUpDialog({ open, action, onDone }: StepUpDialogProps) {
  const status = useQuery<{ method: ReauthenticationMethod; passkey: boolean }>({
    queryKey: accountKeys.stepUp,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const method = status.data?.method;
  const typed = method === "totp" || method === "password";
  const passkeysAvailable = usePasskeysAvailable();
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  const close = (confirmed: boolean) => {
    setValue("");
    setError(null);
    onDone(confirmed);
  };

  const confirm = async (proof: { code: string } | { password: string } | { passkey: AuthenticationResponseJSON }) => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/account/reauthenticate", proof);
      close(true);
    } catch (failure) {
      setError(serverMessage(failure, STEP_UP_TEXT.loadFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && close(false)}>
      <DialogContent className="sm:max-w-md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm(method === "totp" ? { code: value } : { password: value });
          }}
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>{action ? STEP_UP_TEXT.titleFor(action) : STEP_UP_TEXT.title}</DialogTitle>
            <DialogDescription>{STEP_UP_TEXT.description}</DialogDescription>
          </DialogHeader>
          {status.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {STEP_UP_TEXT.loadFailed}
            </p>
          ) : !method ? (
            <Skeleton className="h-16 w-full" />
          ) : method === "sign-in" ? (
            <p className="text-sm">
              {STEP_UP_TEXT.signInAgain}{" "}
              <a href="/api/logout" className="underline underline-offset-4">
                {STEP_UP_TEXT.signOut}
              </a>
            </p>
          ) : (
            <>
              {status.data?.passkey ? (
                <PasskeyButton
                  optionsUrl="/api/account/reauthenticate/options"
                  label={PASSKEY_TEXT.use}
                  disabled={pending}
                  onAnswer={(passkey) => confirm({ passkey })}
                  onError={setError}
                />
              ) : null}
              {method === "passkey" && !passkeysAvailable ? (
                <p className="text-sm">{PASSKEY_TEXT.needsDomain}</p>
              ) : null}
              {method === "passkey" && error ? (
                <p role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              ) : null}
              {typed ? (
                <ProofField
                  id="step-up-proof"
                  label={method === "totp" ? STEP_UP_TEXT.codeLabel : STEP_UP_TEXT.passwordLabel}
                  kind={method === "totp" ? "code" : "password"}
                  digitsOnly={method === "totp"}
                  value={value}
                  onChange={setValue}
                  error={error}
                  disabled={pending}
                  autoFocus
                />
              ) : null}
            </>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              {STEP_UP_TEXT.cancel}
            </Button>
            {typed ? (
              <Button type="submit" disabled={pending}>
                {STEP_UP_TEXT.confirm}
              </Button>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
