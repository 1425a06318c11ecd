"use client";

import * as React from "react";
import { LazyBoundary } from "@/lib/loading/lazy-boundary";

const openProp = (props: object) => (props as { open?: unknown }).open === true;

/**
 * A dialog whose code is fetched when it first opens, not with the page
 * (page weight: forms bring react-hook-form and zod; docs/decisions/page-weight.md). Once opened
 * it stays mounted, so it closes with its animation and keeps its state.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  isOpen: (props: P) => boolean = openProp,
) {
  const Dialog = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = React.useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <LazyBoundary>
        <Dialog {...props} />
      </LazyBoundary>
    );
  };
}
