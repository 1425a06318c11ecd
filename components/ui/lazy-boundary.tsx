"use client";

import * as React from "react";

type LazyBoundaryProps = { children: React.ReactNode; fallback?: React.ReactNode };

/**
 * Around a part fetched on demand (a dialog, the palette, the phone's sidebar):
 * if its code cannot be fetched (a new deployment replaced it, the network
 * dropped), the screen stays and says so, instead of Next's "Application error".
 */
export class LazyBoundary extends React.Component<LazyBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return <React.Suspense fallback={null}>{this.props.children}</React.Suspense>;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <LoadFailedNotice />;
  }
}

// The notices mounted now, oldest first: only the oldest is drawn, so parts failing together say it once.
const mountedNotices: object[] = [];
const noticeListeners = new Set<() => void>();
function subscribeToNotices(listener: () => void) {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}
function changeNotices(change: () => void) {
  change();
  noticeListeners.forEach((listener) => listener());
}

/** What a part whose code could not be fetched leaves on screen: one notice, however many parts failed. */
export function LoadFailedNotice() {
  const [self] = React.useState(() => ({}));
  React.useEffect(() => {
    changeNotices(() => mountedNotices.push(self));
    return () => changeNotices(() => mountedNotices.splice(mountedNotices.indexOf(self), 1));
  }, [self]);
  const shown = React.useSyncExternalStore(
    subscribeToNotices,
    () => mountedNotices[0] === self,
    () => false,
  );
  if (!shown) return null;
  return (
    <p
      role="alert"
      className="bg-popover text-popover-foreground fixed right-4 bottom-4 z-50 rounded-md border p-4 text-sm shadow-lg"
    >
      This part of the panel could not be loaded.{" "}
      <button type="button" className="underline underline-offset-4" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </p>
  );
}
