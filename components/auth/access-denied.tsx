import { ShieldX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ACCESS_DENIED_TEXT } from "@/lib/auth/messages";

/** A signed-in user without admin rights: no data, only a way out. */
export function AccessDenied({ label }: { label: string }) {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <ShieldX className="text-destructive size-10" aria-hidden />
          <CardTitle className="text-2xl">
            <h1>{ACCESS_DENIED_TEXT.title}</h1>
          </CardTitle>
          <CardDescription>Signed in as {label}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">{ACCESS_DENIED_TEXT.description}</p>
          <Button asChild variant="outline">
            <a href="/api/logout">{ACCESS_DENIED_TEXT.action}</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
