"use client";

// The only part of the palette in every screen's first load (about 1 KB
// gzip): the header button and the Cmd/Ctrl+K listener. The palette (cmdk,
// its groups, the user search) is fetched on first open, or earlier when the
// pointer or focus reaches the button.
import * as React from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LazyBoundary } from "@/lib/loading/lazy-boundary";
import { isMacPlatform, isPaletteShortcut, shortcutLabel } from "@/lib/command-palette/shortcut";

const loadPalette = () => import("@/components/command-palette/command-palette");
// React.lazy rather than next/dynamic: React is loaded anyway, next/dynamic's runtime would add about 2 KB gzip
// to every screen, and the palette is only ever rendered after a click or key press, so never on the server.
const CommandPalette = React.lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

function platform(): string {
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  return withHints.userAgentData?.platform || navigator.platform || "";
}

const noSubscription = () => () => {};

/** False on the server and in the first render, so the markup hydrates; then the real platform. */
function useIsMac(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => isMacPlatform(platform()),
    () => false,
  );
}

export function CommandPaletteTrigger({ adminId }: { adminId: string }) {
  const [open, setOpen] = React.useState(false);
  // Set on the first opening only: until then not one byte of the palette is loaded.
  const [requested, setRequested] = React.useState(false);
  const openRef = React.useRef(false);
  const returnFocusRef = React.useRef<HTMLElement | null>(null);
  const mac = useIsMac();
  // Marks the button once it has hydrated and listens for the shortcut (the header may hydrate after the page's root).
  const listening = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const shortcut = shortcutLabel(mac);

  const setPaletteOpen = React.useCallback((next: boolean) => {
    if (next && !openRef.current) {
      const focused = document.activeElement;
      returnFocusRef.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      setRequested(true);
    }
    openRef.current = next;
    setOpen(next);
  }, []);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.repeat || !isPaletteShortcut(event, isMacPlatform(platform()))) return;
      // Also from inside inputs (as Linear and Vercel do), and before the browser's own Ctrl+K
      // (its search bar) or cmdk's Ctrl+K (previous item) can act on it.
      event.preventDefault();
      event.stopPropagation();
      setPaletteOpen(!openRef.current);
    }
    // Capture phase: a field that handles its own keys (a combobox, a dialog's form) cannot swallow it.
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [setPaletteOpen]);

  const prefetch = () => void loadPalette();

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-muted-foreground gap-2 sm:w-48 sm:justify-start"
        aria-keyshortcuts={shortcut.aria}
        data-listening={listening || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setPaletteOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Search aria-hidden />
        {/* The accessible name starts with the visible text (axe: label-content-name-mismatch); on a phone only the icon shows. */}
        <span className="sr-only sm:not-sr-only">Search…</span>
        <span className="sr-only"> (command palette)</span>
        <kbd
          aria-hidden
          className="bg-muted pointer-events-none ml-auto hidden rounded border px-1.5 font-mono text-[10px] font-medium sm:inline"
        >
          {shortcut.keys}
        </kbd>
      </Button>
      {requested ? (
        <LazyBoundary>
          <CommandPalette open={open} onOpenChange={setPaletteOpen} adminId={adminId} returnFocusRef={returnFocusRef} />
        </LazyBoundary>
      ) : null}
    </>
  );
}
