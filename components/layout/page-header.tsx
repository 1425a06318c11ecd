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
  // From lg the buttons keep one line, even when selecting rows adds Edit Selected and Delete Selected beside them,
  // and the title's column gives way; narrower, the header stacks and the buttons wrap whole
  // (docs/decisions/accessibility-and-tables.md).
  const header = (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? (
        <div data-slot="page-header-actions" className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
          {actions}
        </div>
      ) : null}
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
