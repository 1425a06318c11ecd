// Live lists (docs/decisions/live-lists.md): what another admin creates, changes or deletes shows
// up on this admin's open screens within seconds, without a reload, and an
// open edit dialog says who changed its record rather than changing under them.
import { expect, test, type Page } from "@playwright/test";
import { createViaApi, deleteViaApi, patchViaApi, uniqueTag } from "./helpers/api";
import { carryDealRight, dealColumn as column } from "./helpers/deals-board";
import { openWithDeferredScripts } from "./helpers/deferred-scripts";
import { openScreen } from "./helpers/screen";
import { open, otherAdmin, signInBeforeEach } from "./helpers/session";

// Within 2 s of the commit, plus the refetch's own time on a loaded machine.
const LIVE = { timeout: 6_000 };
const contactRows = (page: Page) => page.getByTestId("contact-row");

/** Each column's count and value as a board shows them. */
async function boardFigures(page: Page) {
  return page
    .getByTestId("deal-column")
    .evaluateAll((columns) =>
      columns.map((element) =>
        ["column-count", "column-value"].map((id) => element.querySelector(`[data-testid="${id}"]`)?.textContent ?? ""),
      ),
    );
}

test.describe("Live lists", () => {
  signInBeforeEach("admin");

  test("another admin's new contact, edit and delete show up on an open list", async ({ page, browser }) => {
    const tag = `Live${uniqueTag()}`;
    await openScreen(page, `/crm/contacts?search=${tag}`, "Contacts");
    await expect(page.getByText("No contacts found")).toBeVisible();

    const other = await otherAdmin(browser);
    const contact = await createViaApi(other, "/api/admin/contacts", { firstName: "Lee", lastName: tag });
    await expect(contactRows(page)).toHaveCount(1, LIVE);
    await expect(contactRows(page)).toContainText(`Lee ${tag}`);
    await expect(page.getByLabel("Search contacts")).toHaveValue(tag);

    await patchViaApi(other, `/api/admin/contacts/${contact.id}`, { phone: "+1 555 0101" });
    await expect(contactRows(page)).toContainText("+1 555 0101", LIVE);

    await deleteViaApi(other, `/api/admin/contacts/${contact.id}`);
    await expect(contactRows(page)).toHaveCount(0, LIVE);
    await other.context().close();
  });

  test("an open edit dialog says who changed its record, and keeps what was typed", async ({ page, browser }) => {
    const tag = `Live${uniqueTag()}`;
    const contact = await createViaApi(page, "/api/admin/contacts", { firstName: "Ada", lastName: tag });
    await openScreen(page, `/crm/contacts?search=${tag}`, "Contacts");
    await page.getByRole("button", { name: `Edit Ada ${tag}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Contact" });
    await edit.getByLabel("Phone").fill("+1 555 0142");

    const other = await otherAdmin(browser);
    await patchViaApi(other, `/api/admin/contacts/${contact.id}`, { source: "referral" });
    await expect(edit.getByRole("alert")).toContainText(/Changed by .+ while open here/, LIVE);
    await expect(edit.getByLabel("Phone")).toHaveValue("+1 555 0142");
    await expect(edit.getByLabel("Source")).toHaveValue("");
    await other.context().close();
  });

  test("a change made before the page's live connection opened still shows up", async ({ page, browser }) => {
    const tag = `Live${uniqueTag()}`;
    // The connection's code is fetched after hydration: held back until the other admin has made the change.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openWithDeferredScripts(page, `/crm/contacts?search=${tag}`, async (route) => {
      await held;
      await route.continue();
    });
    await expect(page.getByText("No contacts found")).toBeVisible();

    const other = await otherAdmin(browser);
    await createViaApi(other, "/api/admin/contacts", { firstName: "Early", lastName: tag });
    release();
    await expect(contactRows(page)).toContainText(`Early ${tag}`, LIVE);
    await other.context().close();
  });

  test("two admins dragging cards at once both see both moves, and the same column figures", async ({
    page,
    browser,
  }) => {
    // Three browsers, two of them dragging: more than one screen's worth of work.
    test.slow();
    const [first, second] = [`Drag A ${uniqueTag()}`, `Drag B ${uniqueTag()}`];
    for (const title of [first, second])
      await createViaApi(page, "/api/admin/deals", { title, value: "250.00", stage: "lead" });
    const other = await otherAdmin(browser);
    await Promise.all([open(page, "/crm/deals"), open(other, "/crm/deals")]);

    await Promise.all([carryDealRight(page, first, 1), carryDealRight(other, second, 2)]);
    for (const board of [page, other]) {
      await expect(column(board, "qualified").getByRole("heading", { name: first })).toBeVisible(LIVE);
      await expect(column(board, "proposal").getByRole("heading", { name: second })).toBeVisible(LIVE);
      await expect(column(board, "lead").getByRole("heading", { name: new RegExp(`${first}|${second}`) })).toHaveCount(
        0,
      );
    }
    // What both boards show is what a fresh load of the board shows.
    const fresh = await (await browser.newContext({ storageState: await page.context().storageState() })).newPage();
    await open(fresh, "/crm/deals");
    const truth = await boardFigures(fresh);
    await expect.poll(() => boardFigures(page), LIVE).toEqual(truth);
    await expect.poll(() => boardFigures(other), LIVE).toEqual(truth);
    await Promise.all([other.context().close(), fresh.context().close()]);
  });

  test("a deal another admin moves changes column on an open board", async ({ page, browser }) => {
    const title = `Live deal ${uniqueTag()}`;
    await openScreen(page, "/crm/deals", "Sales Pipeline");
    const other = await otherAdmin(browser);
    const deal = await createViaApi(other, "/api/admin/deals", { title, value: "100.00", stage: "lead" });
    await expect(column(page, "lead").getByRole("heading", { name: title })).toBeVisible(LIVE);

    await patchViaApi(other, `/api/admin/deals/${deal.id}`, { stage: "qualified" });
    await expect(column(page, "qualified").getByRole("heading", { name: title })).toBeVisible(LIVE);
    await expect(column(page, "lead").getByRole("heading", { name: title })).toHaveCount(0);
    await other.context().close();
  });
});
