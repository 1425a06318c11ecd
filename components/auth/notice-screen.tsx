import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type NoticeProps = {
  icon?: LucideIcon;
  title: string;
  description: string;
  /** The way on: a link or button. */
  children: React.ReactNode;
};

/**
 * A card that shows no data, only why (access denied, no permission, a record not found) and a way on: the whole
 * screen's content, drawn by `NoticeScreen` outside the shell or in the page's place inside it.
 */
export function NoticeCard({ icon: Icon, title, description, children }: NoticeProps) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="justify-items-center">
        {Icon ? <Icon className="text-destructive size-10" aria-hidden /> : null}
        <CardTitle className="text-2xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** A notice card's usual way on: a link to where the admin goes next. */
export function NoticeLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild>
      <Link href={href}>{label}</Link>
    </Button>
  );
}

/** A whole screen, outside the panel's shell, that shows no data, only why (access denied, the database unavailable). */
export function NoticeScreen(props: NoticeProps & { icon: LucideIcon }) {
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <NoticeCard {...props} />
    </main>
  );
}
