"use client";

import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { clearAllRecent, RECENT_STORAGE_PREFIX } from "@/lib/command-palette/recent-keys";

/** Logout (SPEC §2): a plain link to the endpoint, which ends the session; the palette's recent users are wiped from this browser first. */
export function LogoutLink() {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href="/api/logout" onClick={() => clearAllRecent(RECENT_STORAGE_PREFIX)}>
        <LogOut aria-hidden />
        Logout
      </a>
    </Button>
  );
}
