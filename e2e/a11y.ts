// Shared by the accessibility, dialog-focus and table-fit specs: the themes
// and viewports every screen is checked in, switching between them without a
// reload, and an axe scan that fails only on serious or critical violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./helpers/session";

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// components/providers.tsx THEME_STORAGE_KEY (a client module, not imported into the test runner).
const THEME_STORAGE_KEY = "theme";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * A signed-in page, in a context of its own (axe opens a helper page in the page's context to assemble its results),
 * for a spec's beforeAll. It shows a light screen first: the tests open their own.
 */
export async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await signInAsAdmin(page, "superadmin", "/account");
  return page;
}

/** Switches next-themes in place: it follows `storage` events for its key, as it does for another tab's change. */
export async function setTheme(page: Page, theme: Theme) {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
    },
    { key: THEME_STORAGE_KEY, value: theme },
  );
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

export async function setViewport(page: Page, name: ViewportName) {
  await page.setViewportSize(VIEWPORTS[name]);
}

/**
 * Waits until the screen itself is drawn: not the streamed "Loading..."
 * fallback, and no list or sidebar group still fetching.
 */
export async function screenReady(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

/**
 * Waits for finite animations (a dialog zooming in, a toast sliding) to end,
 * so colours are read at rest; skeletons pulse forever and are left alone.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The WCAG 2.1 A/AA rules whose outcome depends on colours: text contrast, and links told from the text around them by
 * colour alone. A theme changes colours and nothing else, so a second theme needs only these.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page (or inside `include`), one line per node;
 * `coloursOnly` runs just the rules a theme can change.
 */
export async function seriousViolations(page: Page, include?: string, coloursOnly = false): Promise<string[]> {
  // A dialog's code is fetched when it first opens: scan once it is there.
  if (include) await page.locator(include).first().waitFor();
  await animationsDone(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (coloursOnly) builder.withRules(COLOUR_RULES);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${node.target.join(" ")} (${violation.help}) ${node.failureSummary ?? ""}`,
      ),
    );
}

/**
 * Scans at the current viewport: every rule in the first theme, the colour rules in the second; collects failures
 * softly so one run reports every combination.
 */
export async function expectAccessibleInBothThemes(page: Page, label: string, include?: string) {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const found = await seriousViolations(page, include, theme !== THEMES[0]);
    expect
      .soft(found.length, `${label}, ${theme} theme, ${page.viewportSize()?.width}px:\n${found.join("\n")}\n`)
      .toBe(0);
  }
}

/**
 * Tabs forwards and backwards through an open dialog: focus must never leave
 * it, and must move between at least two of its controls.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const seen = new Set<string>();
  for (const key of [...Array(8).fill("Tab"), ...Array(4).fill("Shift+Tab")] as string[]) {
    await page.keyboard.press(key);
    const focused = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return element.contains(active)
        ? `${active?.tagName}:${active?.textContent}:${active?.getAttribute("aria-label")}`
        : null;
    });
    expect(focused, `focus left the dialog after ${key}`).not.toBeNull();
    seen.add(focused!);
  }
  expect(seen.size).toBeGreaterThan(1);
}
