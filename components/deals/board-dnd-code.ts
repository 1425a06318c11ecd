"use client";

// Drag and drop's code (board-dnd.tsx, dnd-kit): fetched when the admin heads
// for a card's grip (pointer or focus), or at the latest presses or touches the
// board, not with the page (docs/decisions/page-weight.md).
import { deferredModule } from "@/lib/loading/deferred-module";

export const boardDnd = deferredModule(() => import("@/components/deals/board-dnd"));

/**
 * A grip pressed before the code was here. A touch screen has no hover to fetch it ahead, and a quick mouse press
 * beats the fetch: the press is kept, and the card it names starts its drag from it when the code arrives, if the
 * finger or button is still down. Otherwise the first drag did nothing and had to be tried again.
 */
let heldPress: { dealId: string; event: PointerEvent } | null = null;

function letGo(event: PointerEvent) {
  if (heldPress?.event.pointerId === event.pointerId) heldPress = null;
}

/** On a grip's pointer-down while the code is not here: fetch it, and keep the press for the card (`takeHeldPress`). */
export function holdPress(dealId: string, event: PointerEvent) {
  heldPress = { dealId, event };
  window.addEventListener("pointerup", letGo, { capture: true });
  window.addEventListener("pointercancel", letGo, { capture: true });
  boardDnd.fetch().catch(() => undefined);
}

/** The press held for this deal's grip, once: its drag starts from it. */
export function takeHeldPress(dealId: string): PointerEvent | null {
  if (heldPress?.dealId !== dealId) return null;
  const { event } = heldPress;
  heldPress = null;
  return event;
}
