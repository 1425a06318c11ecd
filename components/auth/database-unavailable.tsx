import { DatabaseZap } from "lucide-react";
import { NoticeScreen } from "@/components/auth/notice-screen";
import { Button } from "@/components/ui/button";
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_TITLE,
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_TITLE,
} from "@/lib/api/database-unavailable-text";

/**
 * A screen whose session could not be read because the database cannot be reached, or (`busy`) had no connection
 * free in time: no data, a way to try again.
 */
export function DatabaseUnavailable({ busy = false }: { busy?: boolean }) {
  const [title, description] = busy
    ? [DATABASE_BUSY_TITLE, DATABASE_BUSY_MESSAGE]
    : [DATABASE_UNAVAILABLE_TITLE, DATABASE_UNAVAILABLE_MESSAGE];
  return (
    <NoticeScreen icon={DatabaseZap} title={title} description={description}>
      <Button asChild variant="outline">
        {/* A plain link: a full load asks the server afresh. */}
        <a href="">Try again</a>
      </Button>
    </NoticeScreen>
  );
}
