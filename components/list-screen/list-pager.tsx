import { CursorPager } from "@/components/ui/cursor-pager";
import type { PageCursor } from "@/lib/api/page";
import type { Page } from "@/lib/api/page";

type ListPagerProps = {
  /** The paged list (usePagedList): its page's cursors, and where a new cursor goes. */
  list: { data?: Pick<Page<unknown>, "prevCursor" | "nextCursor">; setCursor: (cursor: PageCursor) => void };
  previousLabel?: string;
  nextLabel?: string;
};

/** Previous and Next under a paged list. */
export function ListPager({ list, previousLabel, nextLabel }: ListPagerProps) {
  return (
    <CursorPager
      prevCursor={list.data?.prevCursor}
      nextCursor={list.data?.nextCursor}
      onPage={list.setCursor}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
    />
  );
}
