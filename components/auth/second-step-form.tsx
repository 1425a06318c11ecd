"use client";

// The second sign-in step's form: an authenticator code or a recovery code,
// posted as JSON; on success the browser loads the page it was going to.
import * as React from "react";
import { Button } from "@/components/ui/button";
import { ProofField } from "@/components/auth/proof-field";
import { SECOND_STEP_TEXT, SIGN_IN_TEXT } from "@/lib/auth/messages";

async function submitCode(code: string, callbackUrl: string): Promise<{ redirectTo: string } | { error: string }> {
  try {
    const response = await fetch("/api/login/verify", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code, callbackUrl }) });
    if (response.ok) return (await response.json()) as { redirectTo: string };
    // 400 (no code), 401 (wrong code) and 429 (throttled) carry the sentence to show; anything else is not the admin's doing.
    return { error: response.status === 401 || response.status === 429 || response.status === 400 ? await response.text() : SIGN_IN_TEXT.unreachable };
  } catch {
    return { error: SIGN_IN_TEXT.unreachable };
  }
}

export function SecondStepForm({ callbackUrl }: { callbackUrl: string }) {
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        const result = await submitCode(code, callbackUrl);
        if ("redirectTo" in result) return window.location.assign(result.redirectTo);
        setError(result.error);
        setPending(false);
      }}
    >
      <ProofField
        id="second-factor-code"
        label={SECOND_STEP_TEXT.codeLabel}
        kind="code"
        hint={SECOND_STEP_TEXT.recoveryHint}
        value={code}
        onChange={setCode}
        error={error}
        disabled={pending}
        autoFocus
      />
      <Button type="submit" disabled={pending}>
        {SECOND_STEP_TEXT.button}
      </Button>
    </form>
  );
}
