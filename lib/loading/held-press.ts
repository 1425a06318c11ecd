"use client";

import * as React from "react";
import type { DraggableSyntheticListeners } from "@dnd-kit/core";

/**
 * Grips pressed before their drag code arrived (deferred-module.ts). A touch screen has no hover to fetch the code
 * ahead, and a quick mouse press beats the fetch: the press is kept, and the item it names starts its drag from it
 * when the code arrives, if the finger or button is still down. Otherwise the first drag did nothing and had to be
 * tried again. One per deferred drag module (the deals board, the roadmap).
 */
export function heldPresses(fetchCode: () => Promise<unknown>) {
  let held: { id: string; event: PointerEvent } | null = null;
  const letGo = (event: PointerEvent) => {
    if (held?.event.pointerId === event.pointerId) held = null;
  };

  /** On a grip's pointer-down while its code is not here: fetch it, and keep the press for the item. */
  function hold(id: string, event: PointerEvent) {
    held = { id, event };
    window.addEventListener("pointerup", letGo, { capture: true });
    window.addEventListener("pointercancel", letGo, { capture: true });
    fetchCode().catch(() => undefined);
  }

  /** The press held for this item's grip, once. */
  function take(id: string): PointerEvent | null {
    if (held?.id !== id) return null;
    const { event } = held;
    held = null;
    return event;
  }

  /** In the item the arrived code draws: starts its drag from the press held for it, if any. */
  function useStartFromHeldPress(id: string, listeners: DraggableSyntheticListeners) {
    const startDrag = listeners?.onPointerDown;
    React.useEffect(() => {
      const press = take(id);
      if (press) startDrag?.({ nativeEvent: press });
    }, [id, startDrag]);
  }

  return { hold, useStartFromHeldPress };
}
