import Link from "next/link";
import { ShieldX } from "lucide-react";
import { NoticeScreen } from "@/components/auth/notice-screen";
import { Button } from "@/components/ui/button";
import { PERMISSION_DENIED_MESSAGE } from "@/lib/permissions/check";

/** A screen the admin's role does not reach: no data, a way back. */
export function PermissionDeniedNotice() {
  return (
    <NoticeScreen icon={ShieldX} title="Access Denied" description={PERMISSION_DENIED_MESSAGE}>
      <Button asChild variant="outline">
        <Link href="/">Back to the Dashboard</Link>
      </Button>
    </NoticeScreen>
  );
}
