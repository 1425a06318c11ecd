// The sign-in page, served with no framework script at all (page weight: ≤ 120 KB
// of first-load JavaScript, below the App Router's own runtime): a plain form
// that works without any script, enhanced by the few lines of
// components/auth/sign-in-scripts.ts. docs/decisions/page-weight.md explains the choice.
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SIGN_IN_SCRIPT } from "@/components/auth/sign-in-scripts";
import { safeCallbackUrl } from "@/lib/auth/sign-in/callback-url";
import { oidcSettings, passwordSignInEnabled, sessionCookieName } from "@/lib/auth/config";
import { PASSKEY_TEXT, SIGN_IN_TEXT } from "@/lib/auth/messages";
import { sessionFromToken } from "@/lib/auth/session/session";
import { pathForStage } from "@/lib/auth/sign-in/step-paths";
import { requestNonce } from "@/lib/http/content-security-policy";

export const config = { unstable_runtimeJS: false };

// /api/login sends a refused password back with error=invalid; any other error comes from the OIDC flow.
const PASSWORD_REFUSED = "invalid";
const SIGN_IN_ENDPOINT = "/api/login";

type Props = {
  callbackUrl: string;
  error: string | null;
  passwordEnabled: boolean;
  oidcName: string | null;
  nonce: string | null;
};

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, req }) => {
  const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;
  const callbackUrl = safeCallbackUrl(single(query.callbackUrl));
  // Signed in already, or half way: on to the panel, or to the step still owed.
  const session = await sessionFromToken(req.cookies[sessionCookieName()]);
  if (session) return { redirect: { destination: pathForStage(session.stage, callbackUrl), permanent: false } };
  const props = {
    callbackUrl,
    error: single(query.error),
    passwordEnabled: passwordSignInEnabled(),
    oidcName: oidcSettings()?.name ?? null,
  };
  return { props: { ...props, nonce: requestNonce(req.headers) ?? null } };
};

export default function LoginPage({ callbackUrl, error, passwordEnabled, oidcName, nonce }: Props) {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <Head>
        <title>Sign in · Admin Panel</title>
      </Head>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl leading-none font-semibold">{SIGN_IN_TEXT.title}</h1>
          <CardDescription>{SIGN_IN_TEXT.restriction}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {error && error !== PASSWORD_REFUSED ? (
            <p role="alert" className="text-destructive text-sm">
              {SIGN_IN_TEXT.ssoRefused}
            </p>
          ) : null}
          {passwordEnabled ? (
            <form className="flex flex-col gap-4" method="post" action={SIGN_IN_ENDPOINT} data-sign-in>
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <div className="flex flex-col gap-2">
                <Label htmlFor="email">Email</Label>
                <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="password">Password</Label>
                <Input id="password" name="password" type="password" autoComplete="current-password" required />
              </div>
              <Button type="submit">{SIGN_IN_TEXT.button}</Button>
            </form>
          ) : null}
          {/* Shown by the page's script where the browser can use passkeys; a passkey signs in where a password may.
              Under `next dev` React hydrates this page after the script ran: the shown block is expected. */}
          {passwordEnabled ? (
            <div data-passkey-sign-in data-callback-url={callbackUrl} hidden suppressHydrationWarning>
              <div className="flex flex-col gap-4">
                <p className="text-muted-foreground text-center text-sm">{PASSKEY_TEXT.or}</p>
                <Button type="button" variant="outline">
                  {PASSKEY_TEXT.use}
                </Button>
              </div>
            </div>
          ) : null}
          {/* Outside the form: single sign-on failures are shown here too when password sign-in is off. */}
          <p role="alert" className="text-destructive text-sm" data-sign-in-error hidden={error !== PASSWORD_REFUSED}>
            {error === PASSWORD_REFUSED ? SIGN_IN_TEXT.invalid : null}
          </p>
          {oidcName ? (
            <Button type="button" variant="outline" data-oidc-sign-in data-callback-url={callbackUrl}>
              Continue with {oidcName}
            </Button>
          ) : null}
          {!passwordEnabled && !oidcName ? <p className="text-destructive text-sm">{SIGN_IN_TEXT.noProvider}</p> : null}
        </CardContent>
      </Card>
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: SIGN_IN_SCRIPT }} />
    </main>
  );
}
