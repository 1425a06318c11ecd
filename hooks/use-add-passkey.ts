"use client";

// Adding a passkey, wherever it is offered (the Account page, the enrolment a
// policy requires): the browser's own prompt, then the server keeps it.
import * as React from "react";
import { toast } from "@/lib/loading/toast";
import { PASSKEY_ACCOUNT_TEXT } from "@/lib/account/messages";
import type { AddedPasskey } from "@/lib/account/schema";
import { apiRequest } from "@/lib/api-client/request";
import { createPasskeyAnswer, passkeyFailure } from "@/lib/auth/factors/passkey-client";

/** `onAdded` gets the passkey, and the recovery codes when it is the first factor (shown this once). */
export function useAddPasskey(onAdded: (added: AddedPasskey) => void) {
  const [pending, setPending] = React.useState(false);
  const add = async () => {
    setPending(true);
    try {
      const response = await createPasskeyAnswer();
      onAdded(await apiRequest<AddedPasskey>("POST", "/api/account/passkeys", { response }));
    } catch (error) {
      toast.error(PASSKEY_ACCOUNT_TEXT.addFailed, {
        description: passkeyFailure(error, PASSKEY_ACCOUNT_TEXT.addFailed),
      });
    } finally {
      setPending(false);
    }
  };
  return { add, pending };
}
