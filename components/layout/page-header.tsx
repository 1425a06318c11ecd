import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

export type PageHeaderProps = {
  title: string;
  subtitle?: React.ReactNode;
  actions?: React.ReactNode;
  /** A link above the title back to the screen this one belongs to. */
  back?: { href: string; label: string };
};

export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  const header = (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
  if (!back) return header;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="ghost" size="sm" className="w-fit" asChild>
        <Link href={back.href}>
          <ArrowLeft aria-hidden /> {back.label}
        </Link>
      </Button>
      {header}
    </div>
  );
}
