import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type ScreenMessageProps = {
  icon?: LucideIcon;
  title: string;
  description: string;
  /** Where the admin goes on from here. */
  action: { href: string; label: string };
};

/** A screen with nothing to show but why, drawn in the page's place inside the shell: its heading, a line, a way on. */
export function ScreenMessage({ icon: Icon, title, description, action }: ScreenMessageProps) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="justify-items-center">
        {Icon ? <Icon className="text-destructive size-10" aria-hidden /> : null}
        <CardTitle>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href={action.href}>{action.label}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
