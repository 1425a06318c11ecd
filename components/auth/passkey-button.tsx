"use client";

// "Use a passkey": asks the options route for a challenge, lets the browser
// prompt, and hands the answer on. Not shown where the browser cannot use
// passkeys (no WebAuthn, or the panel opened at an IP address).
import * as React from "react";
import { Fingerprint } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PASSKEY_TEXT } from "@/lib/auth/messages";
import { passkeyAnswer, passkeyFailure } from "@/lib/auth/factors/passkey-client";
import { usePasskeysAvailable } from "@/hooks/use-passkeys-available";
import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";

type PasskeyButtonProps = {
  optionsUrl: string;
  label: string;
  disabled?: boolean;
  onAnswer: (answer: AuthenticationResponseJSON) => Promise<void> | void;
  onError: (message: string) => void;
};

export function PasskeyButton({ optionsUrl, label, disabled, onAnswer, onError }: PasskeyButtonProps) {
  const [asking, setAsking] = React.useState(false);
  const available = usePasskeysAvailable();
  if (!available) return null;
  const ask = async () => {
    setAsking(true);
    try {
      await onAnswer(await passkeyAnswer(optionsUrl));
    } catch (error) {
      onError(passkeyFailure(error, PASSKEY_TEXT.refused));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Button type="button" onClick={() => void ask()} disabled={disabled || asking} aria-busy={asking}>
      <Fingerprint aria-hidden />
      {label}
    </Button>
  );
}
