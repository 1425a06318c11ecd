import { ShieldX } from "lucide-react";
import { NoticeCard, NoticeLink } from "@/components/auth/notice-screen";
import { NO_PERMISSION_TEXT } from "@/lib/permissions/messages";

/**
 * A panel screen the admin's role does not include, drawn inside the shell in the page's place: the sidebar still
 * offers what the admin may see, and the page's data is never read (docs/decisions/screens.md).
 */
export function NoPermission() {
  const { title, description, action } = NO_PERMISSION_TEXT;
  return (
    <NoticeCard icon={ShieldX} title={title} description={description}>
      <NoticeLink href="/" label={action} />
    </NoticeCard>
  );
}
