"use client";

import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A users row's "…" button: drawn alone until pressed (users-columns.tsx), then as the menu's trigger (user-row-menu.tsx). */
export function RowMenuButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" {...props}>
      <MoreHorizontal />
    </Button>
  );
}
