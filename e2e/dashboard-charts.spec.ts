// The dashboard's charts (docs/decisions/dashboard-charts.md): drawn after hydration in both themes with axe clean, each
// with a summary for screen readers and a table of the same numbers, and following the writes
// (a new user and a ban show in today's and this week's figures). The dashboard is pictured in both themes:
// SCREENSHOTS_DIR=docs/screenshots renews the committed pictures; otherwise they go to the test's output.
import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  screenReady,
  setTheme,
  setViewport,
  signedInPage,
  THEMES,
  VIEWPORTS,
} from "./a11y";
import { createUserViaApi, patchViaApi } from "./helpers/api";
import { screenshot } from "./helpers/screenshot";
import { open } from "./helpers/session";
import { CHART_EMPTY, CHART_TITLES, CHARTS_TEXT } from "../lib/analytics/messages";
import { ACTIVITY_TYPE_LABELS } from "../lib/activities/messages";
import { DEAL_STAGE_LABELS } from "../lib/deals/messages";

const SECTION = "section[aria-labelledby=dashboard-trends]";
// The labelled box around each figure (Recharts' own svg inside it is an unnamed img).
const FIGURE = "[role=img][aria-label]";
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
  const user = await createUserViaApi(page);
  await patchViaApi(page, `/api/admin/users/${encodeURIComponent(user.id)}`, { isBanned: true });
});

test.afterAll(async () => {
  await page.context().close();
});

async function openDashboard(on = page) {
  await open(on, "/");
  await screenReady(on);
  // Recharts is fetched when the Trends section comes near the viewport.
  await on.locator(SECTION).scrollIntoViewIfNeeded();
  // One figure at a time, each at the browser's next idle moment (figure-turns.ts): on a busy machine
  // six took longer than the default wait.
  await expect(on.locator(SECTION).locator(FIGURE)).toHaveCount(Object.keys(CHART_TITLES).length, {
    timeout: 30_000,
  });
}

function chartCard(title: string, on = page) {
  return on
    .locator(SECTION)
    .locator("[data-slot=card]")
    .filter({ has: on.getByRole("heading", { name: title }) });
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

test("every stage and activity type is named on its chart's axis, on a wide screen and a phone", async () => {
  // Side by side, six stage names did not fit a half-width card: the axis dropped "Proposal" and "Closed Won".
  const expected = [
    [CHART_TITLES.pipeline, Object.values(DEAL_STAGE_LABELS)],
    [CHART_TITLES.pendingActivities, Object.values(ACTIVITY_TYPE_LABELS)],
  ] as const;
  try {
    for (const viewport of ["desktop", "phone"] as const) {
      await setViewport(page, viewport);
      await openDashboard();
      for (const [title, labels] of expected) {
        const ticks = chartCard(title).locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-label");
        await expect(ticks).toHaveCount(labels.length);
        expect(await ticks.allTextContents()).toEqual([...labels]);
        for (const tick of await ticks.all()) await expect(tick).toBeVisible();
      }
    }
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
  }
});

test("the pressed period and Table buttons look pressed, in both themes", async () => {
  await openDashboard();
  const card = chartCard(CHART_TITLES.newUsers);
  const buttons = card.getByRole("button");
  // No transition, so the colours read are the settled ones; the pointer away, so no hover colour.
  await buttons.evaluateAll((elements) => elements.forEach((element) => (element.style.transition = "none")));
  const background = (name: string) =>
    card.getByRole("button", { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
  const [thirty, ninety, table] = [CHARTS_TEXT.range(30), CHARTS_TEXT.range(90), CHARTS_TEXT.showTable];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const turns: [string, string][] = [
      [ninety, thirty],
      [thirty, ninety],
    ];
    for (const [pressed, unpressed] of turns) {
      await card.getByRole("button", { name: pressed }).click();
      await page.mouse.move(0, 0);
      await expect(card.getByRole("button", { name: pressed })).toHaveAttribute("aria-pressed", "true");
      await expect(card.getByRole("button", { name: unpressed })).toHaveAttribute("aria-pressed", "false");
      expect(await background(pressed), `${pressed} pressed, ${theme}`).not.toBe(await background(unpressed));
      // An unpressed period looks like the unpressed Table toggle beside it.
      expect(await background(unpressed)).toBe(await background(table));
    }
    await card.getByRole("button", { name: table }).click();
    await page.mouse.move(0, 0);
    await expect(card.getByRole("button", { name: table })).toHaveAttribute("aria-pressed", "true");
    expect(await background(table), `Table pressed, ${theme}`).toBe(await background(thirty));
    expect(await background(table)).not.toBe(await background(ninety));
    await card.getByRole("button", { name: table }).click();
  }
});

test("the ban made above counts in this week's bans", async () => {
  await openDashboard();
  const card = chartCard(CHART_TITLES.bans);
  await card.getByRole("button", { name: CHARTS_TEXT.showTable }).click();
  await expect(card.locator("tbody tr")).toHaveCount(12);
  expect((await columnValues(card, 2)).at(-1)).toBeGreaterThanOrEqual(1);
});

test("screenshots of the dashboard in both themes", async () => {
  await openDashboard();
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const shot = await screenshot(page, `dashboard-${theme}.png`, { fullPage: true, always: true });
    expect(shot!.byteLength).toBeGreaterThan(10_000);
  }
});

test("an empty chart says so; the bans chart says bans older than the audit log are not counted", async ({
  browser,
}) => {
  // This panel's audit log holds the ban made above, and an audit log is never emptied: the real
  // answer is read and its bans and unbans set to zero, as on a panel whose users were banned before
  // the log began.
  const other = await signedInPage(browser);
  try {
    await other.route("**/api/admin/analytics/charts", async (route) => {
      const response = await route.fetch();
      const charts = (await response.json()) as { bans: { bans: number; unbans: number }[] };
      const bans = charts.bans.map((week) => ({ ...week, bans: 0, unbans: 0 }));
      await route.fulfill({ response, json: { ...charts, bans } });
    });
    await openDashboard(other);
    const card = chartCard(CHART_TITLES.bans, other);
    await expect(card.getByText(CHART_EMPTY.bans)).toBeVisible();
    await expect(card.locator(FIGURE)).toHaveAttribute("aria-label", /0 bans and 0 unbans/);
    await expectAccessibleInBothThemes(other, "dashboard empty chart", `${SECTION} [data-testid=chart-bans]`);
    // The note makes way for the table, whose rows say the same.
    await card.getByRole("button", { name: CHARTS_TEXT.showTable }).click();
    await expect(card.getByText(CHART_EMPTY.bans)).toBeHidden();
    // The new user made above: that chart has no note.
    await expect(chartCard(CHART_TITLES.newUsers, other).getByText(CHART_EMPTY.newUsers)).toHaveCount(0);
  } finally {
    await other.context().close();
  }
});
