"use client";

import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The Views and Columns buttons: drawn alone until their menus' code arrives (list-view-menus.tsx), then as their triggers. */
export function MenuButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      {children}
      <ChevronDown aria-hidden className="opacity-50" />
    </Button>
  );
}
