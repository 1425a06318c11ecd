"use client";

import * as React from "react";

/**
 * Code a screen needs only once someone reaches for it (a select's or a row's
 * menu, drag and drop, the collapsed sidebar's tooltips): not named by the
 * document, and not fetched by a first visit either (page weight: a first visit
 * downloads only what it shows). It is fetched when the admin heads for the
 * part: the pointer enters its trigger or the focus reaches it (`intentProps`),
 * or, at the latest, a press. A part that shows itself without anyone reaching
 * for it (the live connection, the dashboard's charts) asks for its code after
 * hydration (`useModule(true)`).
 *
 * Until the code arrives, callers draw a look-alike of the part; while its code
 * is on its way (asked for, not here) the look-alike is marked
 * `data-awaiting-code` (the e2e tests' `settled` waits for none to be left),
 * so an untouched look-alike, which waits for nobody, is not marked.
 * A menu's look-alike becomes the real menu only when pressed, one instance at
 * a time (`useDeferredPart`): a board of thirty stage selects mounts one Radix
 * Select, not thirty. A drag grip is drawn `aria-disabled` until its code is here.
 * When the code arrives React replaces each look-alike's element: the focus
 * follows to the control that takes its place (same label or link).
 */
export function deferredModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  // The look-alike whose press waits for the code: the last press wins, so one menu opens.
  let opener: object | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function fetchModule(): Promise<M> {
    if (loading) return loading;
    loading = load().then(
      (arrived) => {
        const focused = document.activeElement;
        loaded = arrived;
        notify();
        requestAnimationFrame(() => keepFocus(focused));
        return arrived;
      },
      (error: unknown) => {
        // A later press tries again.
        loading = undefined;
        opener = null;
        notify();
        throw error;
      },
    );
    notify();
    return loading;
  }

  const prefetch = () => void fetchModule().catch(() => undefined);

  /**
   * The module, once here. Hydration always draws the look-alike (as the
   * server did); `fetchAfterHydration` asks for the code at once (a part that
   * shows itself), else someone reaching for the part does (`intentProps`, a press).
   */
  function useModule(fetchAfterHydration = false): M | undefined {
    const arrived = React.useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
    React.useEffect(() => {
      if (fetchAfterHydration) prefetch();
    }, [fetchAfterHydration]);
    return arrived;
  }

  /** True while the code is on its way: asked for, not here yet (mark the look-alikes `data-awaiting-code`). */
  function useAwaiting(): boolean {
    return React.useSyncExternalStore(
      subscribe,
      () => loading !== undefined && loaded === undefined,
      () => false,
    );
  }

  return {
    useModule,
    useAwaiting,
    fetch: fetchModule,
    /** On a trigger: the pointer entering it or the focus reaching it fetches the code, before the press. */
    intentProps: { onPointerEnter: prefetch, onFocus: prefetch },
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
 * A deferred menu behind a look-alike trigger. Heading for the trigger
 * (pointer, focus) fetches the code; a click, Enter, Space or an arrow on the
 * look-alike makes this one instance the real menu (`real`, opened at once
 * when `openOnArrival`), as soon as the code is here. Escape or leaving the
 * trigger before then takes the opening back. Instances nobody pressed stay
 * look-alikes: mounting the real part is the cost deferred (it was most of the boards' Total
 * Blocking Time). `failed` says the code could not be fetched (show `LoadFailedNotice`).
 */
export function useDeferredPart<M>(part: DeferredPart<M>) {
  const loaded = part.useModule();
  const awaiting = part.useAwaiting();
  const [self] = React.useState(() => ({}));
  const [pressed, setPressed] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const real = pressed ? loaded : undefined;
  const openOnArrival = real !== undefined && part.opening.isFor(self);

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
    "data-awaiting-code": awaiting ? "" : undefined,
    ...part.intentProps,
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
