// Every kind of dialog traps focus while open, closes on Escape and hands
// focus back to what opened it: the button, or the menu's trigger when the
// opener was a menu item that closed with its menu.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectFocusTrapped, signedInPage } from "./a11y";
import { openSeedUserDetails } from "./helpers/screen";
import { open } from "./helpers/session";

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
});

test.afterAll(async () => {
  await page.context().close();
});

/** Opens a dialog with the keyboard from `opener`, checks the trap, closes it with Escape and checks where focus went. */
async function checkDialog(dialog: Locator, openWithKeyboard: () => Promise<void>, focusAfter: Locator) {
  await openWithKeyboard();
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(focusAfter).toBeFocused();
}

test("a form dialog opened from a button", async () => {
  await open(page, "/users");
  const opener = page.getByRole("button", { name: "Create User" });
  await checkDialog(
    page.getByRole("dialog", { name: "Create New User" }),
    async () => {
      await opener.focus();
      await page.keyboard.press("Enter");
    },
    opener,
  );
});

test("a form dialog opened from a row's Edit button", async () => {
  await open(page, "/crm/contacts");
  const opener = page.getByRole("button", { name: /^Edit / }).first();
  await checkDialog(
    page.getByRole("dialog"),
    async () => {
      await opener.focus();
      await page.keyboard.press("Enter");
    },
    opener,
  );
});

test("a form dialog opened from a row-actions menu item", async () => {
  await open(page, "/users?search=user%40example.com");
  const trigger = page.getByRole("button", { name: /Actions for/ });
  await checkDialog(
    page.getByRole("dialog", { name: /Change User ID/ }),
    async () => {
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menu")).toBeVisible();
      await page.getByRole("menuitem", { name: "Change User ID" }).focus();
      await page.keyboard.press("Enter");
    },
    trigger,
  );
});

test("a confirm dialog", async () => {
  await open(page, "/crm/contacts");
  const opener = page.getByRole("button", { name: /^Delete / }).first();
  const dialog = page.getByRole("alertdialog");
  await checkDialog(
    dialog,
    async () => {
      await opener.focus();
      await page.keyboard.press("Enter");
    },
    opener,
  );
});

test("the Take Control dialog", async () => {
  await openSeedUserDetails(page);
  const opener = page.getByRole("button", { name: "Take Control" });
  const dialog = page.getByRole("dialog");
  await checkDialog(
    dialog,
    async () => {
      await opener.focus();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("tab", { name: "Channels" })).toBeVisible();
    },
    opener,
  );
});
