import { expect, test, type Locator, type Page } from "@playwright/test";
import { createViaApi, uniqueTag } from "./helpers/api";
import { chooseOption, confirm, openScreen, toast } from "./helpers/screen";
import { open, reload, signInAsAdmin } from "./helpers/session";

const COUNTS = /^(\d+) pending • (\d+) completed$/;

async function readCounts(page: Page) {
  const header = page.getByTestId("activity-counts");
  await expect(header).toHaveText(COUNTS);
  const [, pending, completed] = COUNTS.exec((await header.innerText()).trim()) ?? [];
  return { pending: Number(pending), completed: Number(completed) };
}

const countsText = (pending: number, completed: number) => `${pending} pending • ${completed} completed`;

const chooseType = (page: Page, type: string) => chooseOption(page, "Filter by type", type);

test("add, complete, reopen, filter, edit and delete an activity; the header counts follow", async ({ page }) => {
  const title = `E2E activity ${uniqueTag()}`;
  await signInAsAdmin(page, "admin");
  await openScreen(page, "/crm/activities", "Activities");
  const start = await readCounts(page);
  const counts = page.getByTestId("activity-counts");
  const cards = page.getByTestId("activity-card");
  const card = cards.filter({ hasText: title });

  // Add: a call, linked to a contact picked by a server search, with a due date.
  await page.getByRole("button", { name: "Add Activity" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Activity" });
  await dialog.getByRole("button", { name: "Add Activity" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await chooseOption(page, "Type", "Call", dialog);
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Description").fill("Discuss the renewal");
  await dialog.getByLabel("Due date").fill("2030-05-17");
  const contactPicker = dialog.getByRole("combobox", { name: "Contact" });
  await contactPicker.click();
  const contactOptions = page.getByRole("option");
  await expect(contactOptions.nth(1)).toBeVisible();
  await contactOptions.nth(1).click();
  const contact = (await contactPicker.innerText()).trim();
  expect(contact).not.toBe("No contact");
  await dialog.getByRole("button", { name: "Add Activity" }).click();
  await expect(toast(page)).toContainText("Activity created");
  await expect(dialog).toBeHidden();
  await expect(counts).toHaveText(countsText(start.pending + 1, start.completed));
  await expect(card).toHaveCount(1);
  for (const text of ["Pending", "Call", "Discuss the renewal", contact, "Due May 17, 2030"])
    await expect(card.getByText(text, { exact: true })).toBeVisible();

  // Complete, then reopen, from the card.
  await card.getByRole("checkbox", { name: `Done: ${title}` }).click();
  await expect(counts).toHaveText(countsText(start.pending, start.completed + 1));
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await card.getByRole("checkbox", { name: `Done: ${title}` }).click();
  await expect(counts).toHaveText(countsText(start.pending + 1, start.completed));
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();

  // The type filter lives in the URL and survives a reload.
  await chooseType(page, "Call");
  await expect(page).toHaveURL(/[?&]type=call\b/);
  await expect(card).toHaveCount(1);
  for (const other of await cards.all()) await expect(other.getByText("Call", { exact: true })).toBeVisible();
  await reload(page);
  await expect(page.getByRole("combobox", { name: "Filter by type" })).toHaveText("Call");
  await expect(card).toHaveCount(1);
  await chooseType(page, "Meeting");
  await expect(page).toHaveURL(/[?&]type=meeting\b/);
  await expect(cards.first().or(page.getByText("No activities found"))).toBeVisible();
  await expect(card).toHaveCount(0);
  await reload(page);
  await expect(page.getByRole("combobox", { name: "Filter by type" })).toHaveText("Meeting");
  await expect(cards.first().or(page.getByText("No activities found"))).toBeVisible();
  await expect(card).toHaveCount(0);
  await chooseType(page, "All Types");
  await expect(page).not.toHaveURL(/type=/);
  await expect(counts).toHaveText(countsText(start.pending + 1, start.completed));

  // Edit: the form opens with the activity's values; make it a completed meeting.
  const edited = `${title} edited`;
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Activity" });
  await expect(editDialog.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(editDialog.getByLabel("Due date")).toHaveValue("2030-05-17");
  await expect(editDialog.getByRole("combobox", { name: "Contact" })).toHaveText(contact);
  await editDialog.getByLabel("Title", { exact: true }).fill(edited);
  await chooseOption(page, "Type", "Meeting", editDialog);
  await chooseOption(page, "Status", "Completed", editDialog);
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Activity updated");
  await expect(editDialog).toBeHidden();
  const editedCard = cards.filter({ hasText: edited });
  await expect(editedCard.getByText("Meeting", { exact: true })).toBeVisible();
  await expect(editedCard.getByText("Completed", { exact: true })).toBeVisible();
  await expect(counts).toHaveText(countsText(start.pending, start.completed + 1));

  // Delete asks first; Cancel keeps it.
  await editedCard.getByRole("button", { name: `Delete ${edited}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "It moves to the Trash; you can restore it from Admin Tools → Trash.",
  );
  await confirm(page, "Cancel");
  await expect(editedCard).toHaveCount(1);
  await editedCard.getByRole("button", { name: `Delete ${edited}` }).click();
  await confirm(page);
  await expect(toast(page)).toContainText("Activity deleted");
  await expect(editedCard).toHaveCount(0);
  await expect(counts).toHaveText(countsText(start.pending, start.completed));
});

test("on a phone a card's two checkboxes stand apart, each named, and its title has room", async ({ page }) => {
  const title = `Narrow card ${uniqueTag()}`;
  await signInAsAdmin(page, "admin");
  await createViaApi(page, "/api/admin/activities", { type: "task", title, completed: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, "/crm/activities");
  const card = page.getByTestId("activity-card").filter({ hasText: title });
  const select = card.getByRole("checkbox", { name: `Select ${title}` });
  const done = card.getByRole("checkbox", { name: `Done: ${title}` });
  await expect(card.getByText("Done", { exact: true })).toBeVisible();
  const box = async (part: Locator) => (await part.boundingBox())!;
  const selectBox = await box(select);
  const doneBox = await box(done);
  const titleBox = await box(card.getByRole("heading", { name: title }));
  // Not side by side: the completion checkbox sits on the card's controls row, under the text.
  expect(doneBox.y).toBeGreaterThan(titleBox.y + titleBox.height);
  expect(Math.abs(doneBox.y - selectBox.y)).toBeGreaterThan(24);
  expect(titleBox.width).toBeGreaterThan(150);
  // The label's word toggles it too.
  await card.getByText("Done", { exact: true }).click();
  await expect(done).toBeChecked();
});
