"use client";

import * as React from "react";

/**
 * Code a screen needs only once someone reaches for it (a select's or a row's
 * menu, drag and drop, the collapsed sidebar's tooltips): fetched once the page
 * has hydrated, not named by the document, so it is not first-load script
 * (issue 11, page weight). The bytes still arrive at once after hydration:
 * what improves is how soon the page is drawn and usable.
 *
 * Until the code arrives, callers draw a look-alike of the part, marked
 * `data-awaiting-code` (the e2e tests' `settled` waits for none to be left).
 * A menu's look-alike opens the real menu when pressed early
 * (`useDeferredPart`); a drag grip is drawn `aria-disabled` until then.
 * When the code arrives React replaces each look-alike's element: the focus
 * follows to the control that takes its place (same label or link).
 */
export function deferredModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  // The look-alike whose press waits for the code: the last press wins, so one menu opens.
  let opener: object | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function fetchModule(): Promise<M> {
    loading ??= load().then(
      (arrived) => {
        const focused = document.activeElement;
        loaded = arrived;
        listeners.forEach((listener) => listener());
        requestAnimationFrame(() => keepFocus(focused));
        return arrived;
      },
      (error: unknown) => {
        // A later press tries again.
        loading = undefined;
        opener = null;
        throw error;
      },
    );
    return loading;
  }

  /**
   * The module, once here. Hydration always draws the look-alike (as the
   * server did); `fetchNow` false leaves the fetching to someone else.
   */
  function useModule(fetchNow = true): M | undefined {
    const arrived = React.useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
    React.useEffect(() => {
      if (fetchNow) fetchModule().catch(() => undefined);
    }, [fetchNow]);
    return arrived;
  }

  return {
    useModule,
    fetch: fetchModule,
    opening: {
      claim: (who: object) => void (opener = who),
      withdraw: (who: object) => void (opener === who && (opener = null)),
      isFor: (who: object) => opener === who,
    },
  };
}

type DeferredPart<M> = ReturnType<typeof deferredModule<M>>;

/** React replaced the focused look-alike: focus what took its place, unless the admin has moved on. */
function keepFocus(focused: Element | null) {
  if (!(focused instanceof HTMLElement) || focused.isConnected) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  const label = focused.getAttribute("aria-label");
  const href = focused.getAttribute("href");
  const selector = label ? `[aria-label="${CSS.escape(label)}"]` : href ? `a[href="${CSS.escape(href)}"]` : null;
  const successor = selector ? document.querySelector<HTMLElement>(selector) : null;
  successor?.focus({ preventScroll: true });
}

const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

/**
 * A deferred menu behind a look-alike trigger: `real` once its code is here
 * (open it at once when `openOnArrival`). A click, Enter, Space or an arrow on
 * the look-alike asks for the code and opens the real menu as it arrives;
 * Escape or leaving the trigger takes that back. `failed` says the code could
 * not be fetched (show `LoadFailedNotice`).
 */
export function useDeferredPart<M>(part: DeferredPart<M>) {
  const real = part.useModule();
  const [self] = React.useState(() => ({}));
  const [pressed, setPressed] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const openOnArrival = real !== undefined && pressed && part.opening.isFor(self);

  React.useEffect(() => {
    // Opened (or not) with its first render: the wish is spent.
    if (real) part.opening.withdraw(self);
  }, [real, part, self]);

  const press = () => {
    part.opening.claim(self);
    setPressed(true);
    setFailed(false);
    part.fetch().catch(() => setFailed(true));
  };
  const withdraw = () => part.opening.withdraw(self);
  const triggerProps = {
    "data-awaiting-code": "",
    onClick: press,
    onBlur: withdraw,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "Escape") withdraw();
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      press();
    },
  };
  return { real, openOnArrival, failed, triggerProps };
}
