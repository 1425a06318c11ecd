import { ShieldCheck } from "lucide-react";
import { headers } from "next/headers";
import { CLEAR_RECENT_SCRIPT } from "@/components/auth/sign-in-scripts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SIGN_IN_TEXT } from "@/lib/auth/messages";
import { NONCE_HEADER } from "@/lib/http/content-security-policy";

/**
 * What signed-out visitors see (SPEC §2): the button navigates the browser to
 * the login endpoint, which returns here after sign-in (it reads the Referer).
 * A server component: no screen's script carries it. Its one inline script
 * (under proxy.ts's nonce) wipes the command palette's recent users: this is
 * where every logout lands.
 */
export async function SignInScreen() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CLEAR_RECENT_SCRIPT }} />
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <ShieldCheck className="text-primary size-10" aria-hidden />
          <CardTitle className="text-2xl">
            <h1>{SIGN_IN_TEXT.title}</h1>
          </CardTitle>
          <CardDescription>{SIGN_IN_TEXT.subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">{SIGN_IN_TEXT.restriction}</p>
          <Button asChild size="lg">
            <a href="/api/login">{SIGN_IN_TEXT.button}</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
