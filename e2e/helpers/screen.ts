// The steps every screen's spec repeats: open it, choose in its menus and
// pickers, confirm, read the toast.
import { expect, type Locator, type Page } from "@playwright/test";
import { open } from "./session";

/** Loads the screen at `path` and waits for its title. */
export async function openScreen(page: Page, path: string, title: string) {
  await open(page, path);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
}

/**
 * Focuses a drag grip and waits until it can be used: focusing it fetches drag
 * and drop's code (lib/loading/deferred-module.ts), whose arrival draws the
 * grip anew and gives it the focus back.
 */
export async function focusGrip(grip: Locator) {
  await grip.focus();
  await expect(grip).not.toHaveAttribute("aria-disabled", "true");
  await expect(grip).toBeFocused();
}

/** Opens the menu named `menu` (in `within`, a dialog say) and chooses `option`. */
export async function chooseOption(page: Page, menu: string, option: string, within: Page | Locator = page) {
  await within.getByRole("combobox", { name: menu }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens the picker named `picker` in `within`, searches the server for `search` and chooses `option`. */
export async function pickViaSearch(
  page: Page,
  within: Locator,
  picker: { name: string; placeholder: string },
  search: string,
  option: string | RegExp,
) {
  await within.getByRole("combobox", { name: picker.name }).click();
  await page.getByPlaceholder(picker.placeholder).fill(search);
  // The list is drawn again when the search's answer arrives: a click that lands as its option is
  // replaced selects nothing and leaves the list open, so it is made again until the list closes.
  await expect(async () => {
    await page.getByRole("option", { name: option }).click({ timeout: 5_000 });
    await expect(page.getByPlaceholder(picker.placeholder)).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

/**
 * Opens the picker named `picker` in `within`, types `search` and presses Enter at once, as a quick
 * typist does: before the search's answer it chooses nothing, so it is pressed again once the first
 * match, `option`, is highlighted. Never "none": the picker then shows `option`.
 */
export async function pickByEnter(
  page: Page,
  within: Locator,
  picker: { name: string; placeholder: string },
  search: string,
  option: string,
) {
  await within.getByRole("combobox", { name: picker.name }).click();
  const input = page.getByPlaceholder(picker.placeholder);
  await input.clear();
  await input.pressSequentially(search);
  await page.keyboard.press("Enter");
  if (await input.isVisible()) {
    await expect(page.getByRole("option").first()).toHaveAccessibleName(new RegExp(`^${option}`));
    await expect(page.getByRole("option", { name: option })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
  }
  await expect(input).toBeHidden();
  await expect(within.getByRole("combobox", { name: picker.name })).toHaveText(option);
}

/** Presses `button` (Delete by default) in the open confirmation. */
export async function confirm(page: Page, button = "Delete") {
  await page.getByRole("alertdialog").getByRole("button", { name: button }).click();
}

/** Finds the seed user on the users screen and opens its details through the row's menu (`withMenuOpen` runs first). */
export async function openSeedUserDetails(page: Page, withMenuOpen?: () => Promise<void>) {
  await open(page, "/users?search=user%40example.com");
  await page.getByRole("button", { name: /Actions for/ }).click();
  await withMenuOpen?.();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/users\/[^/?]+$/);
  await expect(page.getByRole("heading", { name: "User Details" })).toBeVisible();
}

/** The toast region's text (sonner shows one toast at a time here). */
export function toast(page: Page) {
  return page.locator("[data-sonner-toast]").first();
}
