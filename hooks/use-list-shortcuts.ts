"use client";

// The keys of every list (docs/decisions/keyboard-on-lists.md), in DataTable and ListCards, so each screen
// has them without code of its own. Their code (lib/list-shortcuts.ts) is
// fetched with the first key pressed or the first focus moved on the page, not
// with it (page weight: a first visit that never touches the keyboard
// does not download it); a press before it arrives is handled when it does.
import * as React from "react";
import type { ListKeysOptions } from "@/lib/list-shortcuts";

const loadKeys = () => import("@/lib/list-shortcuts");
type Keys = Awaited<ReturnType<typeof loadKeys>>;

export function useListShortcuts(options: Omit<ListKeysOptions, "showHelp">) {
  const [helpOpen, setHelpOpen] = React.useState(false);
  const onKey = React.useEffectEvent((event: KeyboardEvent, keys: Keys) =>
    keys.onListKey(event, { ...options, showHelp: () => setHelpOpen(true) }),
  );

  React.useEffect(() => {
    let keys: Keys | undefined;
    let loading: Promise<Keys | undefined> | undefined;
    // Should the fetch fail, the keys do nothing; the list works as without them.
    const load = () =>
      (loading ??= loadKeys().then(
        (arrived) => (keys = arrived),
        () => undefined,
      ));
    // Once here, synchronously: the handler can still prevent the key's default.
    const listener = (event: KeyboardEvent) =>
      keys ? onKey(event, keys) : void load().then((arrived) => arrived && onKey(event, arrived));
    // A keyboard user tabs before using the keys: the code is usually here by the first of them.
    const prefetch = () => void load();
    document.addEventListener("keydown", listener);
    document.addEventListener("focusin", prefetch, { once: true });
    return () => {
      document.removeEventListener("keydown", listener);
      document.removeEventListener("focusin", prefetch);
    };
  }, []);

  return { help: { open: helpOpen, onOpenChange: setHelpOpen } };
}

/** Spread on each row (or card) of a list: the keys find rows by it. */
export const listRowProps = (id: string) => ({ "data-list-row": id });

export type ListRowProps = ReturnType<typeof listRowProps>;
