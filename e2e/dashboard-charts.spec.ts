// The dashboard's charts (docs/decisions/dashboard-charts.md): drawn after hydration in both themes with axe clean, each
// with a summary for screen readers and a table of the same numbers, and following the writes
// (a new user and a ban show in today's and this week's figures). DASHBOARD_SCREENSHOTS=<folder>
// also saves the dashboard in both themes there (docs/screenshots; off by default: a test run
// writes nothing into the project).
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleInBothThemes, screenReady, setTheme, signedInPage, THEMES } from "./a11y";
import { createUserViaApi } from "./helpers/api";
import { open } from "./helpers/session";
import { CHART_TITLES, CHARTS_TEXT } from "../lib/analytics/messages";

const SECTION = "section[aria-labelledby=dashboard-trends]";
// The labelled box around each figure (Recharts' own svg inside it is an unnamed img).
const FIGURE = "[role=img][aria-label]";
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
  const user = await createUserViaApi(page);
  const status = await page.evaluate(async (id) => {
    const response = await fetch(`/api/admin/users/${encodeURIComponent(id)}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ isBanned: true }),
    });
    return response.status;
  }, user.id);
  expect(status).toBe(200);
});

test.afterAll(async () => {
  await page.context().close();
});

async function openDashboard() {
  await open(page, "/");
  await screenReady(page);
  // Recharts is fetched when the Trends section comes near the viewport.
  await page.locator(SECTION).scrollIntoViewIfNeeded();
  await expect(page.locator(SECTION).locator(FIGURE)).toHaveCount(Object.keys(CHART_TITLES).length);
}

function chartCard(title: string) {
  return page
    .locator(SECTION)
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: title }) });
}

/** The figures of a table column, as numbers (money and grouping stripped). */
async function columnValues(card: ReturnType<typeof chartCard>, column: number): Promise<number[]> {
  const cells = await card.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  return cells.map((text) => Number(text.replace(/[$,]/g, "")));
}

test("every chart is drawn, labelled for screen readers, with axe clean in both themes", async () => {
  test.setTimeout(120_000);
  await openDashboard();
  for (const title of Object.values(CHART_TITLES)) {
    const figure = chartCard(title).locator(FIGURE);
    await expect(figure).toHaveAttribute("aria-label", new RegExp(`^${title}`));
    await expect(figure.locator(".recharts-surface")).toBeVisible();
  }
  await expectAccessibleInBothThemes(page, "dashboard charts", SECTION);
});

test("series colours follow the theme", async () => {
  await openDashboard();
  const bar = chartCard(CHART_TITLES.pendingActivities).locator(".recharts-bar-rectangle path").first();
  const fills: string[] = [];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    fills.push(await bar.evaluate((element) => getComputedStyle(element).fill));
  }
  // Drawn in a colour (the theme's variable resolved), a different one per theme.
  expect(fills.every((fill) => fill !== "none" && !fill.includes("var("))).toBe(true);
  expect(fills[0]).not.toBe(fills[1]);
});

test("the Table toggle shows the chart's numbers, reachable by keyboard, and the period switch", async () => {
  await openDashboard();
  const card = chartCard(CHART_TITLES.newUsers);
  const summary = (await card.locator(FIGURE).getAttribute("aria-label")) ?? "";
  const toggle = card.getByRole("button", { name: CHARTS_TEXT.showTable });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const table = card.getByRole("region", { name: `${CHART_TITLES.newUsers}, table` });
  await expect(table.locator("tbody tr")).toHaveCount(30);
  const counts = await columnValues(card, 2);
  // The user made above signed up today: the last row.
  expect(counts.at(-1)).toBeGreaterThanOrEqual(1);
  const total = counts.reduce((sum, value) => sum + value, 0);
  expect(summary).toContain(`${total.toLocaleString("en-US")} new users in total`);

  await card.getByRole("button", { name: CHARTS_TEXT.range(90) }).click();
  await expect(table.locator("tbody tr")).toHaveCount(90);
  await expectAccessibleInBothThemes(page, "dashboard chart table", SECTION);

  await toggle.click();
  await expect(card.locator(FIGURE)).toBeVisible();
});

test("the ban made above counts in this week's bans", async () => {
  await openDashboard();
  const card = chartCard(CHART_TITLES.bans);
  await card.getByRole("button", { name: CHARTS_TEXT.showTable }).click();
  await expect(card.locator("tbody tr")).toHaveCount(12);
  expect((await columnValues(card, 2)).at(-1)).toBeGreaterThanOrEqual(1);
});

test("screenshots of the dashboard in both themes", async () => {
  // DASHBOARD_SCREENSHOTS=docs/screenshots renews the committed ones; otherwise they go to the test's output.
  const folder = process.env.DASHBOARD_SCREENSHOTS ?? test.info().outputPath();
  await openDashboard();
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const shot = await page.screenshot({
      path: path.join(folder, `dashboard-${theme}.png`),
      fullPage: true,
      animations: "disabled",
    });
    expect(shot.byteLength).toBeGreaterThan(10_000);
  }
});
