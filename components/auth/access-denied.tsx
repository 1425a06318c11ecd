import { ShieldX } from "lucide-react";
import { NoticeScreen } from "@/components/auth/notice-screen";
import { Button } from "@/components/ui/button";
import { ACCESS_DENIED_TEXT } from "@/lib/auth/messages";

/** A signed-in user without admin rights: no data, only a way out. */
export function AccessDenied({ label }: { label: string }) {
  return (
    <NoticeScreen icon={ShieldX} title={ACCESS_DENIED_TEXT.title} description={`Signed in as ${label}`}>
      <p className="text-muted-foreground text-sm">{ACCESS_DENIED_TEXT.description}</p>
      <Button asChild variant="outline">
        <a href="/api/logout">{ACCESS_DENIED_TEXT.action}</a>
      </Button>
    </NoticeScreen>
  );
}
