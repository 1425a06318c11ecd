"use client";

import * as React from "react";
import { deferredModule } from "@/lib/loading/deferred-module";
import { LazyBoundary } from "@/lib/loading/lazy-boundary";
import { useFetchNearViewport } from "@/lib/loading/near-viewport";

/** What a near-viewport part draws until its code is here: the same box, marked while the code is on its way. */
export type PlaceholderProps = {
  ref: React.Ref<HTMLDivElement>;
  "data-awaiting-code"?: "";
  /** The code could not be fetched: the placeholder stays, and `LoadFailedNotice` says so. */
  failed: boolean;
};

/**
 * A part that shows itself without anyone reaching for it, below what a first visit sees (a card low on a page):
 * `Placeholder` (a skeleton of the same size, given the part's props) until the part comes near the viewport and
 * its code arrives, then the part itself.
 */
export function nearViewportPart<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  Placeholder: React.ComponentType<P & PlaceholderProps>,
) {
  const part = deferredModule(load);
  return function NearViewportPart(props: P) {
    const Part = part.useModule();
    const awaiting = part.useAwaiting();
    const element = React.useRef<HTMLDivElement>(null);
    const failed = useFetchNearViewport(part, element);
    if (Part)
      return (
        <LazyBoundary>
          <Part {...props} />
        </LazyBoundary>
      );
    return <Placeholder {...props} ref={element} data-awaiting-code={awaiting ? "" : undefined} failed={failed} />;
  };
}
