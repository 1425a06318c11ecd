"use client";

import * as React from "react";
import { signIn } from "next-auth/react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SIGN_IN_TEXT } from "@/lib/auth/messages";
import { signInSchema } from "@/lib/auth/schema";

const noSubscription = () => () => {};

export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError: string | null }) {
  const [error, setError] = React.useState<string | null>(initialError);
  const [pending, setPending] = React.useState(false);
  // Until React has hydrated, a click would submit the form natively: keep the button off till then.
  const hydrated = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

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
    const result = await signIn("credentials", { ...parsed.data, redirect: false, callbackUrl });
    if (result?.ok && !result.error) {
      // A full load, so the server renders the panel with the new session.
      window.location.assign(callbackUrl);
      return;
    }
    setPending(false);
    setError(SIGN_IN_TEXT.invalid);
  }

  return (
    <form className="flex flex-col gap-4" method="post" onSubmit={onSubmit} noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending || !hydrated}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {SIGN_IN_TEXT.button}
      </Button>
    </form>
  );
}
