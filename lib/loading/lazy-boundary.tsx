"use client";

import * as React from "react";
import { createPortal } from "react-dom";

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

/**
 * What a part whose code could not be fetched leaves on screen. Each notice
 * goes to the end of <body>, where a rule in globals.css hides all but the
 * first: parts failing together say it once.
 */
export function LoadFailedNotice() {
  if (typeof document === "undefined") return null;
  return createPortal(
    <p
      role="alert"
      data-load-failed=""
      className="bg-popover text-popover-foreground fixed right-4 bottom-4 z-50 rounded-md border p-4 text-sm shadow-lg"
    >
      This part of the panel could not be loaded.{" "}
      <button type="button" className="underline underline-offset-4" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </p>,
    document.body,
  );
}
