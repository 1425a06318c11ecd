"use client";

import * as React from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SIGN_IN_TEXT } from "@/lib/auth/messages";
import { signInSchema } from "@/lib/auth/schema";

const SIGN_IN_ENDPOINT = "/api/login";

/**
 * A plain form posting to /api/login, so it works before (or without) the
 * script: the server answers with redirects. Once hydrated, the script checks
 * the fields, posts JSON and shows the answer in place.
 */
export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError: string | null }) {
  const [error, setError] = React.useState<string | null>(initialError);
  const [pending, setPending] = React.useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SIGN_IN_TEXT.invalid);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const response = await fetch(SIGN_IN_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...parsed.data, callbackUrl }),
      });
      if (response.ok) {
        const { redirectTo } = (await response.json()) as { redirectTo: string };
        // A full load, so the server renders the panel with the new session.
        window.location.assign(redirectTo);
        return;
      }
      setError(response.status === 401 ? SIGN_IN_TEXT.invalid : (await response.text()) || SIGN_IN_TEXT.invalid);
    } catch {
      setError(SIGN_IN_TEXT.unreachable);
    }
    setPending(false);
  }

  return (
    <form className="flex flex-col gap-4" method="post" action={SIGN_IN_ENDPOINT} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus disabled={pending} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" required disabled={pending} />
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {SIGN_IN_TEXT.button}
      </Button>
    </form>
  );
}
