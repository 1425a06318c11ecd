"use client";

import * as React from "react";
import { LazyBoundary } from "@/components/ui/lazy-boundary";

// An error boundary's component loads with every screen; its page's code is fetched only when a screen fails
// (page weight). Should that fetch fail too, LazyBoundary's notice offers to reload.
const ErrorScreen = React.lazy(() =>
  import("@/components/layout/error-screen").then((module) => ({ default: module.ErrorScreen })),
);

export function LazyErrorScreen(props: { error: unknown; retry: () => void }) {
  return (
    <LazyBoundary>
      <ErrorScreen {...props} />
    </LazyBoundary>
  );
}
