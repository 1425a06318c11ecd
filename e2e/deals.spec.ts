import { expect, test, type Page } from "@playwright/test";
import { formatUsd, fromCents, toCents } from "../lib/deals/money";
import { createViaApi, uniqueTag } from "./helpers/api";
import { dealColumn as column, dragAnnouncements as liveRegion } from "./helpers/deals-board";
import { openWithDeferredScripts } from "./helpers/deferred-scripts";
import { finger, middleOf } from "./helpers/touch";
import { chooseOption, confirm, focusGrip, openScreen, pickByEnter, pickViaSearch, toast } from "./helpers/screen";
import { open, reload, signInBeforeEach } from "./helpers/session";

const CONTACT_PICKER = { name: "Contact", placeholder: "Search contacts..." };
const COMPANY_PICKER = { name: "Company", placeholder: "Search companies..." };

const createDealViaApi = (page: Page, title: string, stage = "lead") =>
  createViaApi(page, "/api/admin/deals", { title, value: "1500.00", stage, probability: 40 });

const card = (page: Page, title: string) =>
  page.getByTestId("deal-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const cents = async (page: Page, locator: ReturnType<Page["locator"]>) =>
  toCents((await locator.innerText()).replace(/[$,]/g, ""));

test.describe("Deals (Sales Pipeline)", () => {
  signInBeforeEach("admin");

  test("adding 0.10 and 0.20 moves the column sum and the total by exactly $0.30; edit and delete", async ({
    page,
  }) => {
    const suffix = uniqueTag();
    const company = await createViaApi<{ id: string; name: string }>(page, "/api/admin/companies", {
      name: `Pipeline Co ${suffix}`,
    });
    await createViaApi(page, "/api/admin/contacts", {
      firstName: "Dana",
      lastName: `Deal${suffix}`,
      companyId: company.id,
      status: "lead",
    });

    await openScreen(page, "/crm/deals", "Sales Pipeline");
    const proposal = column(page, "proposal");
    const sumBefore = await cents(page, proposal.getByTestId("column-value"));
    const countBefore = Number((await proposal.getByTestId("column-count").innerText()).match(/\d+/)![0]);
    const totalBefore = await cents(page, page.getByTestId("pipeline-total"));

    const first = `Ten cents ${suffix}`;
    await page.getByRole("button", { name: "Add Deal" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Deal" });
    await dialog.getByLabel("Title").fill(first);
    await dialog.getByLabel("Value ($)").fill("0.10");
    await dialog.getByLabel("Probability (%)").fill(""); // SPEC §5: non-numeric (here: nothing) becomes 0
    await chooseOption(page, "Stage", "Proposal", dialog);
    await expect(page.getByRole("listbox")).toBeHidden();
    // By keyboard: Enter chooses the first match, highlighted as one types (never "No contact").
    await pickByEnter(page, dialog, CONTACT_PICKER, `Deal${suffix}`, `Dana Deal${suffix}`);
    // One popover at a time: the closing one hands the focus back to its trigger.
    await expect(page.getByPlaceholder(CONTACT_PICKER.placeholder)).toBeHidden();
    await pickViaSearch(page, dialog, COMPANY_PICKER, company.name, new RegExp(company.name));
    await expect(page.getByPlaceholder(COMPANY_PICKER.placeholder)).toBeHidden();
    await dialog.getByLabel("Expected Close Date").fill("2030-03-01");
    await dialog.getByRole("button", { name: "Create Deal" }).click();
    await expect(toast(page)).toContainText("Deal created");
    await expect(dialog).toBeHidden();

    const created = card(page, first);
    await expect(proposal.getByTestId("deal-card").filter({ hasText: first })).toBeVisible();
    await expect(created.getByTestId("deal-value")).toHaveText("$0.10");
    await expect(created.getByTestId("deal-probability")).toHaveText("0%");
    await expect(created.getByTestId("deal-contact")).toHaveText(`Dana Deal${suffix}`);
    await expect(created.getByTestId("deal-company")).toHaveText(company.name);
    await expect(created.getByTestId("deal-close-date")).toHaveText("Mar 1, 2030");

    const second = `Twenty cents ${suffix}`;
    await page.getByRole("button", { name: "Add Deal" }).click();
    dialog = page.getByRole("dialog", { name: "Add Deal" });
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    await dialog.getByLabel("Title").fill(second);
    await dialog.getByLabel("Value ($)").fill("0.20");
    await chooseOption(page, "Stage", "Proposal", dialog);
    await dialog.getByRole("button", { name: "Create Deal" }).click();
    await expect(toast(page)).toContainText("Deal created");
    await expect(card(page, second).getByTestId("deal-contact")).toHaveText("No contact");
    await expect(card(page, second).getByTestId("deal-company")).toHaveText("No company");
    await expect(card(page, second).getByTestId("deal-close-date")).toHaveText("—");

    await expect(proposal.getByTestId("column-value")).toHaveText(formatUsd(fromCents(sumBefore + 30n)));
    await expect(proposal.getByTestId("column-count")).toContainText(String(countBefore + 2));
    await expect(page.getByTestId("pipeline-total")).toHaveText(formatUsd(fromCents(totalBefore + 30n)));

    // Edit Details opens the same form, filled with the deal.
    await card(page, second).getByRole("button", { name: "Edit Details" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Deal" });
    await expect(dialog.getByLabel("Value ($)")).toHaveValue("0.20");
    await dialog.getByLabel("Probability (%)").fill("75");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Deal updated");
    await expect(card(page, second).getByTestId("deal-probability")).toHaveText("75%");

    // Delete asks first; Cancel keeps the deal.
    await card(page, first)
      .getByRole("button", { name: `Delete deal ${first}` })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this deal?");
    await confirm(page, "Cancel");
    await expect(card(page, first)).toBeVisible();
    await card(page, first)
      .getByRole("button", { name: `Delete deal ${first}` })
      .click();
    await confirm(page);
    await expect(toast(page)).toContainText("Deal deleted");
    await expect(card(page, first)).toHaveCount(0);
    await expect(proposal.getByTestId("column-value")).toHaveText(formatUsd(fromCents(sumBefore + 20n)));
    await expect(page.getByTestId("pipeline-total")).toHaveText(formatUsd(fromCents(totalBefore + 20n)));
  });

  test("the stage selector moves a deal at once, and it stays moved after a reload", async ({ page }) => {
    const title = `Selector ${uniqueTag()}`;
    await createDealViaApi(page, title);
    await open(page, "/crm/deals");
    await expect(column(page, "lead").getByRole("heading", { name: title })).toBeVisible();
    const qualifiedSum = await cents(page, column(page, "qualified").getByTestId("column-value"));

    await chooseOption(page, `Stage of ${title}`, "Qualified", card(page, title));
    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible();
    await expect(column(page, "lead").getByRole("heading", { name: title })).toHaveCount(0);
    await expect(toast(page)).toContainText("Deal updated");
    await expect(column(page, "qualified").getByTestId("column-value")).toHaveText(
      formatUsd(fromCents(qualifiedSum + 150000n)),
    );

    await reload(page);
    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible();
  });

  test("a failed move is rolled back with a toast", async ({ page }) => {
    const title = `Rollback ${uniqueTag()}`;
    await createDealViaApi(page, title);
    await open(page, "/crm/deals");
    await page.route("**/api/admin/deals/*", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback(),
    );
    await chooseOption(page, `Stage of ${title}`, "Negotiation", card(page, title));
    await expect(toast(page)).toContainText("Failed to move deal.");
    await expect(column(page, "lead").getByRole("heading", { name: title })).toBeVisible();
    await expect(column(page, "negotiation").getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("the board keeps where it is scrolled to when drag and drop's code arrives", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    // Drag and drop's code waits until the board has been scrolled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openWithDeferredScripts(page, "/crm/deals", async (route) => {
      await held;
      await route.continue();
    });
    const board = page.getByTestId("deals-board");
    // Nothing asks for it until the admin heads for a grip.
    await expect(page.locator("[data-awaiting-code]")).toHaveCount(0);
    await board.evaluate((element) => (element.scrollLeft = 240));
    await page
      .getByRole("button", { name: /^Move deal / })
      .first()
      .evaluate((grip) => (grip as HTMLElement).focus({ preventScroll: true }));
    await expect(page.locator("[data-awaiting-code]").first()).toBeAttached();

    release();
    await expect(page.locator("[data-awaiting-code]")).toHaveCount(0);
    expect(await board.evaluate((element) => element.scrollLeft)).toBe(240);
  });

  test("a deal moves by mouse drag and drop", async ({ page }) => {
    const title = `Dragged ${uniqueTag()}`;
    await createDealViaApi(page, title);
    await open(page, "/crm/deals");

    const handle = page.getByRole("button", { name: `Move deal ${title}` });
    const sums = {
      lead: await cents(page, column(page, "lead").getByTestId("column-value")),
      qualified: await cents(page, column(page, "qualified").getByTestId("column-value")),
    };
    const total = await page.getByTestId("pipeline-total").innerText();
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await column(page, "qualified").boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    // The pointer on the grip fetched drag and drop's code.
    await expect(handle).not.toHaveAttribute("aria-disabled", "true");
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
    await expect(liveRegion(page)).toHaveText(`Deal ${title} is over Qualified.`);
    await page.mouse.up();

    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible();
    await expect(toast(page)).toContainText("Deal updated");
    await expect(column(page, "lead").getByTestId("column-value")).toHaveText(
      formatUsd(fromCents(sums.lead - 150000n)),
    );
    await expect(column(page, "qualified").getByTestId("column-value")).toHaveText(
      formatUsd(fromCents(sums.qualified + 150000n)),
    );
    await expect(page.getByTestId("pipeline-total")).toHaveText(total);
    await reload(page);
    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible();
  });

  test("a deal moves with the keyboard: Space, arrow keys, Space; Escape cancels", async ({ page }) => {
    const title = `Keyboard ${uniqueTag()}`;
    await createDealViaApi(page, title);
    await open(page, "/crm/deals");

    const handle = page.getByRole("button", { name: `Move deal ${title}` });
    await focusGrip(handle);
    await page.keyboard.press("Space");
    await expect(liveRegion(page)).toHaveText(`Picked up deal ${title}. It is in Lead.`);
    await page.keyboard.press("ArrowRight");
    await expect(liveRegion(page)).toHaveText(`Deal ${title} is over Qualified.`);
    await page.keyboard.press("Escape");
    await expect(liveRegion(page)).toHaveText(`Moving deal ${title} was cancelled. It stays in Lead.`);
    await expect(column(page, "lead").getByRole("heading", { name: title })).toBeVisible();

    await handle.focus();
    await page.keyboard.press("Space");
    await expect(liveRegion(page)).toHaveText(`Picked up deal ${title}. It is in Lead.`);
    await page.keyboard.press("ArrowRight");
    await expect(liveRegion(page)).toHaveText(`Deal ${title} is over Qualified.`);
    await page.keyboard.press("ArrowRight");
    await expect(liveRegion(page)).toHaveText(`Deal ${title} is over Proposal.`);
    await page.keyboard.press("Space");
    await expect(liveRegion(page)).toHaveText(`Deal ${title} was moved to Proposal.`);
    await expect(column(page, "proposal").getByRole("heading", { name: title })).toBeVisible();
    await expect(toast(page)).toContainText("Deal updated");
    // The focus follows the card into its new column.
    await expect(page.getByRole("button", { name: `Move deal ${title}` })).toBeFocused();

    await reload(page);
    await expect(column(page, "proposal").getByRole("heading", { name: title })).toBeVisible();
  });

  test("the board never widens the page; Previous and Next stage scroll it a stage at a time, in view anywhere", async ({
    page,
  }) => {
    const pageWidth = () =>
      page.evaluate(() => ({ scrolled: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    const board = page.getByTestId("deals-board");
    const previous = page.getByRole("button", { name: "Previous stage" });
    const next = page.getByRole("button", { name: "Next stage" });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/crm/deals");
      const { scrolled, viewport } = await pageWidth();
      expect(scrolled, `page width at ${width}`).toBeLessThanOrEqual(viewport);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/crm/deals");
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    const starts = await page
      .getByTestId("deal-column")
      .evaluateAll((columns) => columns.map((column) => (column as HTMLElement).offsetLeft));
    const boardStart = await board.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
    await next.click();
    await expect.poll(() => board.evaluate((element) => element.scrollLeft)).toBe(starts[1]! - boardStart);
    await expect(previous).not.toHaveAttribute("aria-disabled");
    // Far down a long column, the buttons are still in view (the board's own scrollbar is at its foot).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(next).toBeInViewport();
    for (let press = 0; press < 6 && (await next.getAttribute("aria-disabled")) !== "true"; press++) {
      await next.click();
      await page.waitForTimeout(400);
    }
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(column(page, "closed-lost")).toBeInViewport();
    await previous.click();
    await expect
      .poll(() => board.evaluate((element) => element.scrollLeft + element.clientWidth < element.scrollWidth - 1))
      .toBe(true);
  });

  test("the list view: each row's Edit and Delete, and Edit Selected for a selection", async ({ page }) => {
    const title = `Listed ${uniqueTag()}`;
    await createDealViaApi(page, title);
    await open(page, `/crm/deals/list?search=${encodeURIComponent(title)}`);
    const row = page.getByTestId("deal-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: `Edit ${title}` }).click();
    const form = page.getByRole("dialog", { name: "Edit Deal" });
    await form.getByLabel("Title").fill(`${title} renamed`);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Deal updated");
    await expect(row).toContainText(`${title} renamed`);

    await row.getByRole("checkbox").click();
    await expect(page.getByRole("button", { name: "Edit Selected (1)" })).toBeVisible();
    await row.getByRole("checkbox").click();
    await expect(page.getByRole("button", { name: /Edit Selected/ })).toHaveCount(0);

    await row.getByRole("button", { name: `Delete ${title} renamed` }).click();
    await confirm(page);
    await expect(toast(page)).toContainText("Deal deleted");
    await expect(row).toHaveCount(0);
  });
});

test.describe("Deals on a touch screen", () => {
  signInBeforeEach("admin");
  test.use({ hasTouch: true });

  test("the first drag works with no hover: a touch fetches drag and drop's code and the drag goes on when it arrives", async ({
    page,
  }) => {
    const title = `Touched ${uniqueTag()}`;
    await createDealViaApi(page, title);
    // Drag and drop's code is held back until the finger is already down on the grip.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openWithDeferredScripts(page, "/crm/deals", async (route) => {
      await held;
      await route.continue();
    });
    const grip = page.getByRole("button", { name: `Move deal ${title}` });
    await expect(grip).toHaveAttribute("aria-disabled", "true");
    const to = (await column(page, "qualified").boundingBox())!;
    const touch = await finger(page);
    await touch.down(middleOf((await grip.boundingBox())!));
    // The touch, with no hover before it, asked for the code.
    await expect(page.locator("[data-awaiting-code]").first()).toBeAttached();

    release();
    await expect(grip).not.toHaveAttribute("aria-disabled", "true");
    await touch.slide({ x: to.x + to.width / 2, y: to.y + 120 });
    await expect(liveRegion(page)).toHaveText(`Deal ${title} is over Qualified.`);
    await touch.up();

    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible();
    await expect(toast(page)).toContainText("Deal updated");
    await reload(page);
    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible();
  });
});
