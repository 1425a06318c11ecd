import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SIGN_IN_TEXT } from "@/lib/auth/messages";

/**
 * What signed-out visitors see (SPEC §2): the button navigates the browser to
 * the login endpoint, which returns here after sign-in (it reads the Referer).
 * A server component: no screen's script carries it.
 */
export function SignInScreen() {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
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
