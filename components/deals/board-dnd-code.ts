"use client";

// Drag and drop's code (board-dnd.tsx, dnd-kit): fetched when the admin heads
// for a card's grip (pointer or focus), not with the page (docs/decisions/page-weight.md).
import { deferredModule } from "@/lib/loading/deferred-module";

export const boardDnd = deferredModule(() => import("@/components/deals/board-dnd"));
