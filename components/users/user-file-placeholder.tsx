// What the user page draws at once for a card of the user's file (staff notes, the timeline) while the card's code is
// on its way (near-viewport parts, docs/decisions/page-weight.md): skeletons only, its title's too, so no card's words
// or code weigh on the page's first load, and the same size, so nothing moves when the card arrives.
import type * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadFailedNotice } from "@/lib/loading/lazy-boundary";
import type { PlaceholderProps } from "@/lib/loading/near-viewport-part";

export const FILE_CARD_CLASS = "lg:col-span-2";

/** The entries' place while they (or the card's code) are on their way: `busy` once they have been asked for. */
export function EntriesSkeleton({ busy }: { busy: boolean }) {
  return (
    <div className="grid gap-2" aria-busy={busy || undefined}>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** A card of the file before its code is here: its title's and description's lines, `children`, then its entries. */
export function UserFileCardPlaceholder({
  ref,
  failed,
  "data-awaiting-code": awaiting,
  children,
}: PlaceholderProps & { children?: React.ReactNode }) {
  return (
    <Card
      ref={ref}
      className={FILE_CARD_CLASS}
      // Busy only once its code is asked for: a placeholder below the fold waits for nobody.
      aria-busy={awaiting !== undefined || undefined}
      data-awaiting-code={awaiting}
      data-testid="user-file-placeholder"
    >
      <CardHeader>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </CardHeader>
      <CardContent className="grid gap-4">
        {children}
        <EntriesSkeleton busy={false} />
        {failed ? <LoadFailedNotice /> : null}
      </CardContent>
    </Card>
  );
}
