import Link from "next/link";
import { LayoutGrid, List } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

const VIEWS = [
  { href: "/crm/deals", label: "Board", icon: LayoutGrid },
  { href: "/crm/deals/list", label: "List", icon: List },
] as const;

/** The pipeline as the board (SPEC §2) or as a paged list, where deals are searched, filtered and bulk edited. */
export function DealsViewSwitch({ current }: { current: "Board" | "List" }) {
  return (
    <nav aria-label="Deals view" className="flex rounded-md border p-0.5">
      {VIEWS.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          aria-current={current === label ? "page" : undefined}
          className={buttonVariants({ variant: current === label ? "secondary" : "ghost", size: "sm" })}
        >
          <Icon aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}
