// Bulk edit (issue 21): a stage changed across pages of results from the deals'
// List view ("Select all N matching", in batches with a summary), and a deal
// another admin changed meanwhile reported rather than overwritten.
import { expect, test, type Page } from "@playwright/test";
import { createViaApi, uniqueTag } from "./helpers/api";
import { openScreen, toast } from "./helpers/screen";
import { open, signInBeforeEach } from "./helpers/session";

const createDeals = async (page: Page, tag: string, count: number) => {
  const deals: { id: string; title: string }[] = [];
  for (let index = 0; index < count; index += 1)
    deals.push(await createViaApi(page, "/api/admin/deals", { title: `Bulk ${tag} ${index}`, value: "10.00" }));
  return deals;
};

/** How many deals the API counts for a search and stage (X-Total-Count). */
const countDeals = (page: Page, search: string, stage: string) =>
  page.evaluate(
    async ({ search, stage }) => {
      const response = await fetch(`/api/admin/deals?${new URLSearchParams({ search, stage, limit: "1" })}`);
      return Number(response.headers.get("X-Total-Count"));
    },
    { search, stage },
  );

const patchDeal = (page: Page, id: string, body: object) =>
  page.evaluate(
    async ({ id, body }) =>
      (
        await fetch(`/api/admin/deals/${id}`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { id, body },
  );

test.describe("Bulk edit", () => {
  signInBeforeEach("admin");

  test("moves every deal matching a search, across pages of results, to one stage", async ({ page }) => {
    const tag = uniqueTag();
    await open(page, "/");
    await createDeals(page, tag, 55);

    await openScreen(page, "/crm/deals", "Sales Pipeline");
    await page.getByRole("navigation", { name: "Deals view" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/\/crm\/deals\/list/);
    await page.getByRole("searchbox", { name: "Search deals" }).fill(`Bulk ${tag}`);
    await expect(page.getByText(/^55 deal/)).toBeVisible();
    await expect(page.getByTestId("deal-row")).toHaveCount(50);

    await page.getByRole("checkbox", { name: "Select all deals on this page" }).click();
    await expect(page.getByText("All 50 deals on this page are selected.")).toBeVisible();
    await page.getByRole("button", { name: "Select all 55 matching" }).click();
    await expect(page.getByText("All 55 matching deals are selected.")).toBeVisible();

    await page.getByRole("button", { name: "Edit Selected (55)" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit 55 deals" });
    await dialog.getByRole("button", { name: "Move to Negotiation" }).click();
    await dialog.getByRole("button", { name: "Apply to 55 deals" }).click();
    await expect(toast(page)).toContainText("Deals updated");
    await expect(toast(page)).toContainText("55 deals changed");
    await expect(dialog).toBeHidden();

    expect(await countDeals(page, `Bulk ${tag}`, "negotiation")).toBe(55);
    // The list shows it too, on every page, and the selection is gone.
    await expect(page.getByTestId("deal-row").first()).toContainText("Negotiation");
    await expect(page.getByRole("button", { name: /Edit Selected/ })).toBeHidden();
  });

  test("a deal changed by another admin meanwhile is reported, not overwritten; Apply to the rest changes the others", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await open(page, "/");
    const [first, second] = await createDeals(page, tag, 2);

    await openScreen(page, `/crm/deals/list?search=${encodeURIComponent(`Bulk ${tag}`)}`, "Sales Pipeline");
    await page.getByRole("checkbox", { name: `Select ${first!.title}` }).click();
    await page.getByRole("checkbox", { name: `Select ${second!.title}` }).click();
    // Another admin renames one after this list was loaded.
    expect(await patchDeal(page, second!.id, { title: `${second!.title} renamed` })).toBe(200);

    await page.getByRole("button", { name: "Edit Selected (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit 2 deals" });
    await dialog.getByRole("button", { name: "Move to Closed Won" }).click();
    await dialog.getByRole("button", { name: "Apply to 2 deals" }).click();
    const summary = dialog.getByTestId("bulk-edit-summary");
    await expect(summary).toContainText("1 deal changed or deleted by someone else");
    await expect(summary).toContainText(`${second!.title} renamed`);
    expect(await countDeals(page, `Bulk ${tag}`, "closed-won")).toBe(0);

    await dialog.getByRole("button", { name: "Apply to the rest (1)" }).click();
    await expect(toast(page)).toContainText("1 deal changed");
    expect(await countDeals(page, `Bulk ${tag}`, "closed-won")).toBe(1);
    expect(await countDeals(page, `${second!.title} renamed`, "lead")).toBe(1);
  });
});
