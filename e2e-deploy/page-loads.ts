// What a rebuild of `next dev` makes an open page do: load its document again,
// or refetch its server components (a Fast Refresh). The dev-server spec and the
// dev-reload bench count both, and a screen that holds still shows one.
import type { Page } from "@playwright/test";

export type LoadCounter = { loads: number };

/** Counts the page's document loads in its main frame and its server-component fetches that are not prefetches. */
export function countLoads(page: Page): LoadCounter {
  const counter = { loads: 0 };
  page.on("request", (request) => {
    const isDocument = request.isNavigationRequest() && request.frame() === page.mainFrame();
    // Next's router fetches a page's server components with an `RSC` header; a prefetch says so.
    const headers = request.headers();
    if (isDocument || (headers.rsc && !headers["next-router-prefetch"])) counter.loads += 1;
  });
  return counter;
}
