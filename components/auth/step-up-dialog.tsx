"use client";

// "Confirm it's you": the authenticator code, or the password for an admin
// without one, renews the session's confirmation; then the action that asked
// is repeated by itself. Cancelling leaves it refused.
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ProofField } from "@/components/auth/proof-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { accountKeys } from "@/lib/account/query-keys";
import { apiRequest, serverMessage } from "@/lib/api-client";
import { STEP_UP_TEXT } from "@/lib/auth/messages";
import type { ReauthenticationMethod } from "@/lib/auth/reauthenticate";

export type StepUpDialogProps = { open: boolean; onDone: (confirmed: boolean) => void };

export function StepUpDialog({ open, onDone }: StepUpDialogProps) {
  const status = useQuery<{ method: ReauthenticationMethod }>({ queryKey: accountKeys.stepUp, enabled: open, staleTime: 0, gcTime: 0 });
  const method = status.data?.method;
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  const close = (confirmed: boolean) => {
    setValue("");
    setError(null);
    onDone(confirmed);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await apiRequest("POST", "/api/account/reauthenticate", method === "totp" ? { code: value } : { password: value });
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
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{STEP_UP_TEXT.title}</DialogTitle>
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
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              {STEP_UP_TEXT.cancel}
            </Button>
            {method === "totp" || method === "password" ? (
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
