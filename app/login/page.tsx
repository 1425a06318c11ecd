import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { OidcSignInButton } from "@/components/auth/oidc-sign-in-button";
import { oidcSettings, passwordSignInEnabled } from "@/lib/auth/config";
import { currentUser } from "@/lib/auth/current-user";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { SIGN_IN_TEXT } from "@/lib/auth/messages";

export const metadata: Metadata = { title: "Sign in · Admin Panel" };

// /api/login sends a refused password back with error=invalid; any other error comes from the OIDC flow.
const PASSWORD_REFUSED = "invalid";

type Props = { searchParams: Promise<{ callbackUrl?: string; error?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { callbackUrl, error } = await searchParams;
  const target = safeCallbackUrl(callbackUrl);
  if (await currentUser()) redirect(target);
  const oidc = oidcSettings();
  const passwordEnabled = passwordSignInEnabled();

  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-2xl">
            <h1>{SIGN_IN_TEXT.title}</h1>
          </CardTitle>
          <CardDescription>{SIGN_IN_TEXT.restriction}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {error && error !== PASSWORD_REFUSED ? (
            <p role="alert" className="text-destructive text-sm">
              {SIGN_IN_TEXT.ssoRefused}
            </p>
          ) : null}
          {passwordEnabled ? <SignInForm callbackUrl={target} initialError={error === PASSWORD_REFUSED ? SIGN_IN_TEXT.invalid : null} /> : null}
          {oidc ? <OidcSignInButton name={oidc.name} callbackUrl={target} /> : null}
          {!passwordEnabled && !oidc ? <p className="text-destructive text-sm">{SIGN_IN_TEXT.noProvider}</p> : null}
        </CardContent>
      </Card>
    </main>
  );
}
