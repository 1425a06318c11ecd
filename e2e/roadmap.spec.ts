import { expect, test, type Page } from "@playwright/test";
import { createViaApi, uniqueTag } from "./helpers/api";
import { chooseOption, confirm, focusGrip, openScreen, toast } from "./helpers/screen";
import { openWithDeferredScripts } from "./helpers/deferred-scripts";
import { reload, signInBeforeEach } from "./helpers/session";
import { finger, middleOf } from "./helpers/touch";

/** dnd-kit's announcements for screen readers. */
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion-"]');

async function expectSuccess(page: Page, message: string) {
  await expect(toast(page)).toContainText("Success");
  await expect(toast(page)).toContainText(message);
}

test.describe("Roadmap", () => {
  signInBeforeEach("admin");

  test("add and edit an item, reorder by keyboard, delete one at once and several after confirming", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const first = `Launch ${tag}`;
    const second = `Beta ${tag}`;
    const third = `Extra ${tag}`;
    // Orders past the seed's, so the new items are last.
    await createViaApi(page, "/api/admin/roadmap", { title: second, order: 900_001 });
    await createViaApi(page, "/api/admin/roadmap", { title: third, order: 900_002 });

    await openScreen(page, "/content/roadmap", "Roadmap");
    const rows = page.getByTestId("roadmap-row");
    const row = (title: string) => rows.filter({ hasText: title });

    // Add: the status shows 'In Progress', an empty date 'TBD'.
    await page.getByRole("button", { name: "Add Roadmap Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Roadmap Item" });
    await dialog.getByLabel("Title").fill(first);
    await dialog.getByLabel("Description").fill("The launch");
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Upcoming");
    await chooseOption(page, "Status", "In Progress", dialog);
    await dialog.getByLabel("Order").fill("900000");
    await dialog.getByRole("button", { name: "Add Roadmap Item" }).click();
    await expectSuccess(page, "Roadmap item created successfully");
    await expect(dialog).toBeHidden();
    await expect(row(first)).toContainText("In Progress");
    await expect(row(first)).toContainText("TBD");
    await expect(row(first)).toContainText("900000");

    // Edit.
    await row(first)
      .getByRole("button", { name: `Edit ${first}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Roadmap Item" });
    await expect(edit.getByLabel("Title")).toHaveValue(first);
    await edit.getByLabel("Date").fill("Q4 2030");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectSuccess(page, "Roadmap item updated successfully");
    await expect(edit).toBeHidden();
    await expect(row(first)).toContainText("Q4 2030");

    // Reorder from the keyboard: the second item moves above the first, and stays there.
    const titles = () =>
      rows.evaluateAll(
        (elements, suffix) =>
          elements.map((element) => element.textContent ?? "").filter((text) => text.includes(suffix)),
        tag,
      );
    await expect
      .poll(titles)
      .toEqual([expect.stringContaining(first), expect.stringContaining(second), expect.stringContaining(third)]);
    const grip = page.getByRole("button", { name: `Reorder ${second}` });
    // "N of M": the row's place among all rows.
    const positionOf = (element: Element) => {
      const all = [...document.querySelectorAll('[data-testid="roadmap-row"]')];
      return `${all.indexOf(element.closest("tr")!) + 1} of ${all.length}`;
    };
    await focusGrip(grip);
    await page.keyboard.press("Space");
    await expect(liveRegion(page)).toHaveText(
      `Picked up ${second}. It is in position ${await grip.evaluate(positionOf)}.`,
    );
    await page.keyboard.press("ArrowUp");
    await expect(liveRegion(page)).toContainText(`${second} was moved into position`);
    await page.keyboard.press("Space");
    await expect
      .poll(titles)
      .toEqual([expect.stringContaining(second), expect.stringContaining(first), expect.stringContaining(third)]);
    await expect(grip).toBeFocused();
    await reload(page);
    await expect
      .poll(titles)
      .toEqual([expect.stringContaining(second), expect.stringContaining(first), expect.stringContaining(third)]);

    // A single delete acts at once (SPEC §4).
    await row(third)
      .getByRole("button", { name: `Delete ${third}` })
      .click();
    await expectSuccess(page, "Roadmap item deleted successfully");
    await expect(row(third)).toHaveCount(0);

    // Bulk delete asks first.
    await page.getByRole("checkbox", { name: `Select ${first}` }).check();
    await page.getByRole("checkbox", { name: `Select ${second}` }).check();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await confirm(page);
    await expectSuccess(page, "Roadmap items deleted successfully");
    await expect(rows.filter({ hasText: tag })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Delete Selected/ })).toBeHidden();
  });
});

test.describe("Roadmap on a touch screen", () => {
  signInBeforeEach("admin");
  test.use({ hasTouch: true });

  test("the first drag works with no hover: a touch on a grip fetches drag and drop's code and the drag goes on when it arrives", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const [first, second] = [`Upper ${tag}`, `Lower ${tag}`];
    await createViaApi(page, "/api/admin/roadmap", { title: first, order: 900_010 });
    await createViaApi(page, "/api/admin/roadmap", { title: second, order: 900_011 });
    // Drag and drop's code is held back until the finger is already down on the grip.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openWithDeferredScripts(page, "/content/roadmap", async (route) => {
      await held;
      await route.continue();
    });
    const rows = page.getByTestId("roadmap-row").filter({ hasText: tag });
    const grip = page.getByRole("button", { name: `Reorder ${second}` });
    await expect(grip).toHaveAttribute("aria-disabled", "true");
    // The new rows are last: in view first, as a finger reaches only what the screen shows.
    await grip.scrollIntoViewIfNeeded();
    const above = (await rows.filter({ hasText: first }).boundingBox())!;
    const touch = await finger(page);
    await touch.down(middleOf((await grip.boundingBox())!));
    await expect(page.locator("[data-awaiting-code]").first()).toBeAttached();

    release();
    await expect(grip).not.toHaveAttribute("aria-disabled", "true");
    await touch.slide({ x: middleOf(above).x, y: above.y + 2 });
    await touch.up();

    await expect(rows.first()).toContainText(second);
    await reload(page);
    await expect(rows.first()).toContainText(second);
  });
});
