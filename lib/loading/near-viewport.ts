"use client";

import * as React from "react";

/** How near the viewport a part must come for its code to be fetched: before it is in view. */
const NEAR_VIEWPORT = "0px 0px 160px 0px";

/**
 * Fetches `part`'s code once `element` comes near the viewport (a first visit that never scrolls there does not
 * download it); true when the code could not be fetched.
 */
export function useFetchNearViewport(
  part: { fetch: () => Promise<unknown> },
  element: React.RefObject<HTMLElement | null>,
): boolean {
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        part.fetch().catch(() => setFailed(true));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [part, element]);
  return failed;
}
