"use client";

// Drag and drop's code (board-dnd.tsx, dnd-kit): fetched when the admin heads
// for a card's grip (pointer or focus), or at the latest presses or touches the
// board, not with the page (docs/decisions/page-weight.md). A grip pressed before
// the code was here starts its drag when it arrives (lib/loading/held-press.ts).
import { deferredModule } from "@/lib/loading/deferred-module";
import { heldPresses } from "@/lib/loading/held-press";

export const boardDnd = deferredModule(() => import("@/components/deals/board-dnd"));

export const boardPresses = heldPresses(boardDnd.fetch);
