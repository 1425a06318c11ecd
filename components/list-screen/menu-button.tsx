"use client";

import { ChevronDown, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type MenuButtonProps = React.ComponentProps<typeof Button> & { icon: LucideIcon };

/** The Views and Columns buttons: drawn alone until their menus' code arrives (list-view-menus.tsx), then as their triggers. */
export function MenuButton({ icon: Icon, children, ...props }: MenuButtonProps) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <Icon aria-hidden />
      {children}
      <ChevronDown aria-hidden className="opacity-50" />
    </Button>
  );
}
