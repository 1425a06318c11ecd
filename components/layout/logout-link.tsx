import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Logout (SPEC §2): a plain link to the endpoint, which ends the session and
 * returns to the sign-in screen; that screen wipes the palette's recent users
 * from the browser, however the link was opened (click, keyboard, new tab).
 */
export function LogoutLink() {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href="/api/logout">
        <LogOut aria-hidden />
        Logout
      </a>
    </Button>
  );
}
