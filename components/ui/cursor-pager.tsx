import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PageCursor } from "@/lib/api/page";

type CursorPagerProps = {
  prevCursor?: string | null;
  nextCursor?: string | null;
  /** Called with the cursor of the page to show: `before` going back, `after` going forward. */
  onPage: (cursor: PageCursor) => void;
  previousLabel?: string;
  nextLabel?: string;
};

/** Previous / Next over a keyset-paged list (lib/api/keyset.ts): a button is off where there is no page. */
export function CursorPager({
  prevCursor,
  nextCursor,
  onPage,
  previousLabel = "Previous",
  nextLabel = "Next",
}: CursorPagerProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={!prevCursor}
        onClick={() => prevCursor && onPage({ before: prevCursor })}
      >
        <ChevronLeft aria-hidden /> {previousLabel}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!nextCursor}
        onClick={() => nextCursor && onPage({ after: nextCursor })}
      >
        {nextLabel} <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
