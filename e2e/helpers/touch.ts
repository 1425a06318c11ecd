import type { Page } from "@playwright/test";

type Point = { x: number; y: number };

/**
 * One finger on the page's touch screen, through Chromium's DevTools protocol: Playwright's own `tap` cannot hold a
 * finger down while the page does something else (a drag whose code arrives after the touch began).
 */
export async function finger(page: Page) {
  const touch = await page.context().newCDPSession(page);
  const at = ({ x, y }: Point) => [{ x: Math.round(x), y: Math.round(y) }];
  let where: Point = { x: 0, y: 0 };
  return {
    async down(point: Point) {
      where = point;
      await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(point) });
    },
    /** Slides to `to` in small steps, as a finger does (a drag library needs moves to follow). */
    async slide(to: Point, steps = 12) {
      const from = where;
      for (let step = 1; step <= steps; step++) {
        where = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
        await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(where) });
      }
    },
    async up() {
      await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    },
  };
}

/** The middle of an element's box. */
export const middleOf = (box: { x: number; y: number; width: number; height: number }): Point => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});
