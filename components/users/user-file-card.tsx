"use client";

// A card of the user's file below the profile (staff notes, the timeline), fetched when it nears the viewport (its
// placeholder, user-file-placeholder.tsx, holds its place until then): its frame, and its entries newest first, a
// page at a time ("Show older" follows the keyset cursor), with loading, empty and error states.
import type * as React from "react";
import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EntriesSkeleton, FILE_CARD_CLASS } from "@/components/users/user-file-placeholder";
import { fetchPage } from "@/lib/api-client/pages";

type UserFileCardProps = {
  /** The title's id: the card is a region labelled by its title. */
  titleId: string;
  title: string;
  description: string;
  children: React.ReactNode;
};

export function UserFileCard({ titleId, title, description, children }: UserFileCardProps) {
  return (
    <Card className={FILE_CARD_CLASS} role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A keyset-paged list's pages, newest first: each next page is the one `after` the last cursor. */
export function useOlderPages<T>(queryKey: QueryKey) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetchPage<T>(pageParam ? [...queryKey, { after: pageParam }] : queryKey, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}

type EntriesTexts = { loadError: string; retry: string; empty: string; more: string };

/** The entries `pages` holds, drawn by `children`; the skeleton, the error with a retry, or the empty text instead. */
export function UserFileEntries<T>({
  pages,
  text,
  children,
}: {
  pages: ReturnType<typeof useOlderPages<T>>;
  text: EntriesTexts;
  children: (items: T[]) => React.ReactNode;
}) {
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {pages.isPending ? (
        <EntriesSkeleton busy />
      ) : pages.isError ? (
        <div className="flex items-center gap-3 text-sm" role="alert">
          <span className="text-destructive">{text.loadError}</span>
          <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{text.empty}</p>
      ) : (
        children(items)
      )}
      {pages.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {text.more}
        </Button>
      ) : null}
    </>
  );
}
