// Tables fit (docs/decisions/accessibility-and-tables.md): at 1280×800 with
// the sidebar expanded no table scrolls sideways (its least important columns
// hide by breakpoint); at 375×812 the page never scrolls sideways, the table
// scrolls inside its card and its first column stays in view.
// With a row selected, the header's buttons (Edit Selected and Delete Selected among them) stay on one line at
// 1280 and wrap whole, never their words, at 375.
// With SCREENSHOTS_DIR set, each screen is also saved there at both widths
// (and at 375 with its table scrolled to the far right).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { animationsDone, screenReady, setViewport, signedInPage } from "./a11y";
import { createUserViaApi, createViaApi, deleteViaApi, patchViaApi, uniqueTag } from "./helpers/api";
import { screenshot } from "./helpers/screenshot";
import { open, signInWithOidc } from "./helpers/session";

const LIST_SCREENS = {
  dashboard: "/",
  users: "/users",
  contacts: "/crm/contacts",
  companies: "/crm/companies",
  "deals list": "/crm/deals/list",
  roadmap: "/content/roadmap",
  shop: "/content/shop",
  library: "/content/library",
  audit: "/admin-tools/audit",
  trash: "/admin-tools/trash",
  roles: "/admin-tools/roles",
  reports: "/moderation",
};

let page: Page;

/**
 * Names as long as a real company's or person's can be, so a column with no
 * width bound shows here rather than only when another test left such a name behind.
 */
async function createLongNamedRecords(browser: Browser) {
  const tag = uniqueTag();
  const company = await createViaApi(page, "/api/admin/companies", {
    name: `Northwestern Regional Cooperative Holdings International ${tag}`,
  });
  const contact = await createViaApi(page, "/api/admin/contacts", {
    firstName: "Maximiliana-Alexandrina",
    lastName: `Vandenberghe-Oppenheimer ${tag}`,
    companyId: company.id,
    status: "lead",
  });
  await createViaApi(page, "/api/admin/deals", {
    title: `Enterprise renewal with every optional module ${tag}`,
    value: "1250000.00",
    stage: "lead",
    probability: 40,
    contactId: contact.id,
    companyId: company.id,
    expectedCloseDate: "2027-12-31",
  });
  await trashLongNamedEntry(browser, tag);
}

/**
 * A trash entry as wide as one can be whatever the hour: the widest type's badge, a long name, and deleted by an admin
 * with a long name (the suites before it may leave the trash empty, or hold only short entries).
 */
async function trashLongNamedEntry(browser: Browser, tag: string) {
  const item = await createViaApi(page, "/api/admin/roadmap", {
    title: `Offline mode for every mobile client with background synchronisation ${tag}`,
    order: 900_900,
  });
  const admin = await createUserViaApi(page, { firstName: "Maximiliana-Alexandrina Vandenberghe-Oppenheimer" });
  const adminPath = `/api/admin/users/${encodeURIComponent(admin.id)}`;
  await patchViaApi(page, adminPath, { isAdmin: true });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    // A fresh sign-in is the proof a delete asks for.
    const deleter = await context.newPage();
    await signInWithOidc(deleter, admin.email);
    await deleteViaApi(deleter, `/api/admin/roadmap/${item.id}`);
  } finally {
    await context.close();
    await patchViaApi(page, adminPath, { isAdmin: false });
  }
}

test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
  await createLongNamedRecords(browser);
});

test.afterAll(async () => {
  await page.context().close();
});

/** Each table container's overflow, and whether the page itself scrolls sideways. */
function measure() {
  return page.evaluate(() => ({
    tables: [...document.querySelectorAll<HTMLElement>('[data-slot="table-container"]')].map((container) => ({
      scrollWidth: container.scrollWidth,
      clientWidth: container.clientWidth,
    })),
    pageWidth: document.documentElement.scrollWidth,
  }));
}

/**
 * Scrolls each table to its far right and tells whether its first column (the
 * one naming the row, past a selection checkbox or drag handle) is still fully in view.
 */
function firstColumnVisibleAtFarRight() {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-slot="table-container"]')].map((container) => {
      container.scrollLeft = container.scrollWidth;
      const first = container.querySelector("thead th[data-sticky]");
      if (!first) return "no sticky column";
      const box = container.getBoundingClientRect();
      const cell = first.getBoundingClientRect();
      return cell.width > 0 && cell.left >= box.left - 1 && cell.right <= box.right + 1
        ? "in view"
        : `out of view at ${cell.left}px`;
    }),
  );
}

/** Ticks the first row's selection box, if the list has one, and waits for the selection's header buttons. */
async function selectOneRow() {
  const box = page.locator('[role="checkbox"][aria-label^="Select "]:not([aria-label^="Select all"]):enabled').first();
  if ((await box.count()) === 0) return false;
  await box.click();
  await expect(page.getByRole("button", { name: /Selected \(1\)$/ }).first()).toBeVisible();
  await animationsDone(page);
  return true;
}

/** The header's buttons and links: where each sits, and on how many lines its words are drawn. */
function headerButtons() {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="page-header-actions"] :is(button, a)')]
      .map((element) => {
        const words = document.createRange();
        words.selectNodeContents(element);
        const lines = new Set(
          [...words.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
        );
        return { name: element.textContent?.trim() ?? "", box: element.getBoundingClientRect(), lines: lines.size };
      })
      .filter(({ box }) => box.width > 0)
      .map(({ name, box, lines }) => ({ name, top: box.top, bottom: box.bottom, right: box.right, lines })),
  );
}

/** Every header button's words on one line and the button inside the window; at 1280, all buttons on one row. */
async function expectHeaderButtonsFit(route: string, oneRow: boolean) {
  const buttons = await headerButtons();
  expect(buttons.length, `${route} header buttons`).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  for (const button of buttons) {
    expect.soft(button.lines, `${route} "${button.name}" at ${width}: its words wrapped`).toBeLessThanOrEqual(1);
    expect.soft(button.right, `${route} "${button.name}" at ${width}: past the window`).toBeLessThanOrEqual(width);
  }
  // One row: every button spans a height that all the others span too (they differ in height, so tops differ).
  const lowestTop = Math.max(...buttons.map((button) => button.top));
  const highestBottom = Math.min(...buttons.map((button) => button.bottom));
  if (oneRow)
    expect
      .soft(lowestTop, `${route} header buttons on one line: ${JSON.stringify(buttons)}`)
      .toBeLessThan(highestBottom);
}

for (const [name, route] of Object.entries(LIST_SCREENS)) {
  test(`${name}: fits at 1280, scrolls inside its card at 375, header buttons on one line`, async () => {
    await setViewport(page, "desktop");
    await open(page, route);
    await screenReady(page);
    await expect(page.locator('[data-slot="sidebar"][data-state="expanded"]')).toHaveCount(1);
    const wide = await measure();
    expect(wide.tables.length).toBeGreaterThan(0);
    for (const table of wide.tables)
      expect.soft(table.scrollWidth, `${route} table at 1280`).toBeLessThanOrEqual(table.clientWidth);
    await screenshot(page, `${name}-1280.png`);
    const selected = await selectOneRow();
    if (selected) await expectHeaderButtonsFit(route, true);

    await setViewport(page, "phone");
    await expect.poll(async () => (await measure()).pageWidth, `${route} page width at 375`).toBeLessThanOrEqual(375);
    if (selected) await expectHeaderButtonsFit(route, false);
    await screenshot(page, `${name}-375.png`);
    for (const state of await firstColumnVisibleAtFarRight())
      expect(state, `${route} first column at 375`).toBe("in view");
    await screenshot(page, `${name}-375-scrolled.png`);
  });
}

/** The cells of the column headed `header` whose text is cut off: wider than the cell, or past the table's edge. */
function truncatedCells(header: string) {
  return page.evaluate((name) => {
    const headers = [...document.querySelectorAll("thead th")];
    const index = headers.findIndex((th) => th.textContent?.trim() === name);
    if (index < 0) return [`no column ${name}`];
    return [...document.querySelectorAll("tbody tr")]
      .map((row) => row.children[index] as HTMLElement | undefined)
      .filter((cell): cell is HTMLElement => {
        if (!cell) return false;
        // Cut off by its own width, or by the table's card (scrolled out of view).
        const shown = cell.closest('[data-slot="table-container"]')!.getBoundingClientRect();
        return cell.scrollWidth > cell.clientWidth || cell.getBoundingClientRect().right > shown.right + 1;
      })
      .map((cell) => cell.textContent ?? "");
  }, header);
}

// With the data a panel usually holds, what a reader needs whole is whole at 1280: an email is read to tell two
// people apart, a date cut off is no date. An address of a usual length (up to 32 characters) shows whole; the seed's
// longest (two-word made-up domains, 40 and more) may still truncate, with their title.
const USUAL_EMAIL = 32;
const WHOLE_AT_1280 = [
  { route: "/users", header: "Email", upTo: USUAL_EMAIL },
  { route: "/crm/contacts", header: "Email", upTo: USUAL_EMAIL },
  { route: "/crm/deals/list", header: "Expected Close", upTo: Infinity },
];

for (const { route, header, upTo } of WHOLE_AT_1280) {
  test(`${route}: ${header} is not cut off at 1280`, async () => {
    await setViewport(page, "desktop");
    await open(page, route);
    await screenReady(page);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    const cut = await truncatedCells(header);
    expect(cut.filter((text) => text.length <= upTo)).toEqual([]);
  });
}
