"use client";

// The Views and Columns menus of a list's card. Their code (Radix's menu and
// popover, the save dialog's mutations) is fetched when the pointer or the
// focus reaches a button: until a press look-alike buttons are drawn, and a
// press on one opens the real menu as soon as its code is here (page weight:
// docs/decisions/page-weight.md; lib/loading/deferred-module.ts).
import { ChevronDown } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { deferredModule, useDeferredPart } from "@/lib/loading/deferred-module";
import { LoadFailedNotice } from "@/lib/loading/lazy-boundary";
import type { ListViews } from "@/hooks/use-paged-list";
import { VIEW_MENU_LABELS, viewsButtonLabel } from "@/lib/views/list-view";

const menus = deferredModule(() => import("@/components/views/view-menus"));

/** The Views and Columns buttons: drawn alone until pressed, then as their menus' triggers. */
export function MenuButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      {children}
      <ChevronDown aria-hidden className="opacity-50" />
    </Button>
  );
}

type Menus = NonNullable<ReturnType<typeof menus.useModule>>;

function DeferredMenu({
  label,
  popup,
  children,
}: {
  label: string;
  popup: "menu" | "dialog";
  children: (real: Menus, openOnArrival: boolean) => React.ReactNode;
}) {
  const { real, openOnArrival, failed, triggerProps } = useDeferredPart(menus);
  if (real) return children(real, openOnArrival);
  return (
    <>
      <MenuButton aria-haspopup={popup} aria-expanded={false} data-state="closed" {...triggerProps}>
        {label}
      </MenuButton>
      {failed ? <LoadFailedNotice /> : null}
    </>
  );
}

export type ListViewMenusProps = {
  views: ListViews;
  /** The list's current query, which "Save view…" saves. */
  query: Record<string, unknown>;
  /** The table's columns as designed, for the Columns menu; none for a list drawn as cards. */
  columns?: ColumnDef<never>[];
};

export function ListViewMenus({ views, query, columns }: ListViewMenusProps) {
  return (
    <>
      <DeferredMenu label={viewsButtonLabel(views.current)} popup="menu">
        {(real, defaultOpen) => <real.ViewsMenu views={views} query={query} defaultOpen={defaultOpen} />}
      </DeferredMenu>
      {columns ? (
        <DeferredMenu label={VIEW_MENU_LABELS.columns} popup="dialog">
          {(real, defaultOpen) => (
            <real.ColumnsMenu
              columns={columns}
              chosen={views.current.columns}
              onChange={views.setColumns}
              defaultOpen={defaultOpen}
            />
          )}
        </DeferredMenu>
      ) : null}
    </>
  );
}
