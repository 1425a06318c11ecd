import { ShieldCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SECOND_STEP_TEXT } from "@/lib/auth/messages";

/** The frame of a step between the password and the panel, with a way out (signing out ends the half-made session). */
export function StepCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <ShieldCheck className="text-primary size-8" aria-hidden />
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {children}
          <a href="/api/logout" className="text-muted-foreground text-sm underline-offset-4 hover:underline">
            {SECOND_STEP_TEXT.signOut}
          </a>
        </CardContent>
      </Card>
    </main>
  );
}
