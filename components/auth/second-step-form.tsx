"use client";

// The second sign-in step's form: a passkey (when the admin has one), an
// authenticator code or a recovery code, posted as JSON; on success the
// browser loads the page it was going to.
import * as React from "react";
import { PasskeyButton } from "@/components/auth/passkey-button";
import { ProofField } from "@/components/auth/proof-field";
import { Button } from "@/components/ui/button";
import { PASSKEY_TEXT, SECOND_STEP_TEXT, SIGN_IN_TEXT } from "@/lib/auth/messages";
import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";

type Proof = { code: string } | { passkey: AuthenticationResponseJSON };

async function submitProof(proof: Proof, callbackUrl: string): Promise<{ redirectTo: string } | { error: string }> {
  try {
    const response = await fetch("/api/login/verify", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...proof, callbackUrl }),
    });
    if (response.ok) return (await response.json()) as { redirectTo: string };
    // 400 (no code), 401 (wrong code) and 429 (throttled) carry the sentence to show; anything else is not the admin's doing.
    return {
      error:
        response.status === 401 || response.status === 429 || response.status === 400
          ? await response.text()
          : SIGN_IN_TEXT.unreachable,
    };
  } catch {
    return { error: SIGN_IN_TEXT.unreachable };
  }
}

/** What the admin has: `totp` asks for its code (else the field takes recovery codes only), `passkey` offers the prompt. */
export type SecondStepFactors = { totp: boolean; passkey: boolean };

export function SecondStepForm({ callbackUrl, factors }: { callbackUrl: string; factors: SecondStepFactors }) {
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const submit = async (proof: Proof) => {
    setPending(true);
    const result = await submitProof(proof, callbackUrl);
    if ("redirectTo" in result) return window.location.assign(result.redirectTo);
    setError(result.error);
    setPending(false);
  };
  return (
    <div className="flex flex-col gap-4">
      {factors.passkey ? (
        <>
          <PasskeyButton
            optionsUrl="/api/login/verify/options"
            label={PASSKEY_TEXT.use}
            disabled={pending}
            onAnswer={(passkey) => submit({ passkey })}
            onError={setError}
          />
          <p className="text-muted-foreground text-center text-sm">{PASSKEY_TEXT.or}</p>
        </>
      ) : null}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ code });
        }}
      >
        <ProofField
          id="second-factor-code"
          label={factors.totp ? SECOND_STEP_TEXT.codeLabel : SECOND_STEP_TEXT.recoveryCodeLabel}
          kind="code"
          hint={factors.totp ? SECOND_STEP_TEXT.recoveryHint : undefined}
          value={code}
          onChange={setCode}
          error={error}
          disabled={pending}
          autoFocus={!factors.passkey}
        />
        <Button type="submit" variant={factors.passkey ? "outline" : "default"} disabled={pending}>
          {SECOND_STEP_TEXT.button}
        </Button>
      </form>
    </div>
  );
}
