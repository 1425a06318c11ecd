import { DatabaseZap } from "lucide-react";
import { NoticeScreen } from "@/components/auth/notice-screen";
import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_TITLE } from "@/lib/api/database-unavailable-text";

/** A screen whose session could not be read because the database cannot be reached: no data, a way to try again. */
export function DatabaseUnavailable() {
  return (
    <NoticeScreen icon={DatabaseZap} title={DATABASE_UNAVAILABLE_TITLE} description={DATABASE_UNAVAILABLE_MESSAGE}>
      <Button asChild variant="outline">
        {/* A plain link: a full load asks the server afresh. */}
        <a href="">Try again</a>
      </Button>
    </NoticeScreen>
  );
}
