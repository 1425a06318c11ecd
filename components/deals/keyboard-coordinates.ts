// Keyboard dragging between board columns: Left and Right jump the picked-up
// card to the neighbouring column (dnd-kit's default moves 25px a key press,
// which would take dozens of presses to cross one column).
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { isDealStage } from "@/components/deals/deal-display";
import { type DealRow } from "@/lib/deals/schema";
import { DEAL_STAGES } from "@/lib/deals/stages";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
// A card carried this far below a column's top leaves the column's name and totals in sight.
const INSET = 72;

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code === "ArrowUp" || event.code === "ArrowDown") {
    // One row of columns: nothing above or below, and the page must not scroll under the card.
    event.preventDefault();
    return undefined;
  }
  const step = STEPS[event.code];
  const { collisionRect, droppableRects, over } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const deal = context.active?.data.current?.deal as DealRow | undefined;
  const current = over && isDealStage(over.id) ? over.id : deal?.stage;
  if (!current) return undefined;
  const target = DEAL_STAGES[DEAL_STAGES.indexOf(current) + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + INSET };
};
