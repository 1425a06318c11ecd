"use client";

import * as React from "react";

// An error boundary's component loads with every screen; its page's code is fetched only when a screen fails
// (page weight). Nothing else is imported here, so the screens' shared chunks stay as they were: should that
// fetch fail too, the failure goes up to Next's own error page.
const ErrorScreen = React.lazy(() =>
  import("@/components/layout/error-screen").then((module) => ({ default: module.ErrorScreen })),
);

export function LazyErrorScreen(props: { error: unknown; retry: () => void }) {
  return (
    <React.Suspense fallback={null}>
      <ErrorScreen {...props} />
    </React.Suspense>
  );
}
