"use client";

import * as React from "react";

/**
 * One card or a few rows of a server-rendered list, hydrated apart from the page. React hydrates
 * the page in one task it cannot interrupt, but leaves each Suspense boundary's server HTML in
 * place and hydrates it afterwards at its lowest priority, a few milliseconds at a time, yielding
 * to the browser between slices. A board of thirty deal cards or a page of fifty rows then no
 * longer holds the main thread for one long task. A click or a key press that reaches a part not
 * yet hydrated makes React hydrate that part at once, then handle the event: nothing is lost.
 *
 * The slice draws nothing of its own, and its content never suspends, so the fallback is never
 * shown: the server sends the content in place (docs/decisions/hydration-and-long-tasks.md).
 */
export function HydrationSlice({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
