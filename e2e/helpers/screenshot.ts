// Pictures of the panel for the docs: `SCREENSHOTS_DIR=docs/screenshots npx playwright test <spec>` renews the
// committed ones (each spec's header names its pictures); without it, specs take none unless a picture is what the
// test checks.
import path from "node:path";
import { test, type Locator, type Page } from "@playwright/test";

type ScreenshotOptions = {
  /** The page's size for the picture, where it differs from the test's (a page only). */
  viewport?: { width: number; height: number };
  /** The whole scrolling page, not only the viewport (a page only). */
  fullPage?: boolean;
  /** The picture is what the test checks: taken without SCREENSHOTS_DIR too, into the test's output folder. */
  always?: boolean;
};

/**
 * Saves a picture of `target` (a page, or one part of it such as a dialog) as `name` in SCREENSHOTS_DIR, with
 * finite animations run to their end; answers the PNG, or null where none was taken.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { viewport, fullPage, always = false }: ScreenshotOptions = {},
): Promise<Buffer | null> {
  const folder = process.env.SCREENSHOTS_DIR ?? (always ? test.info().outputPath() : undefined);
  if (!folder) return null;
  const file = path.join(folder, name);
  if (!("setViewportSize" in target)) return target.screenshot({ path: file, animations: "disabled" });
  if (viewport) await target.setViewportSize(viewport);
  return target.screenshot({ path: file, animations: "disabled", fullPage });
}
