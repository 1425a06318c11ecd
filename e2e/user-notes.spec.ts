import { expect, test, type Page } from "@playwright/test";
import { createUserViaApi, uniqueTag } from "./helpers/api";
import { confirm, toast } from "./helpers/screen";
import { open, signInAsAdmin } from "./helpers/session";

/** The user's file (notes, timeline) loads card by card as it nears the viewport: scroll to each placeholder in turn. */
async function revealUserFile(page: Page) {
  const placeholders = page.getByTestId("user-file-placeholder");
  for (let left = await placeholders.count(); left > 0; left = await placeholders.count()) {
    // The card may replace its placeholder while the page scrolls to it: then there is nothing left to scroll to.
    await placeholders
      .first()
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await expect.poll(() => placeholders.count()).toBeLessThan(left);
  }
}

test("add, edit and delete a staff note on a user's page, the note on the user's timeline", async ({ page }) => {
  await signInAsAdmin(page, "admin");
  const user = await createUserViaApi(page);
  await open(page, `/users/${user.id}`);
  await revealUserFile(page);
  const card = page.getByRole("region", { name: "Staff notes" });
  await expect(card.getByText("No notes yet")).toBeVisible();

  // Add: an empty note is refused in place, a real one appears with its author.
  const text = `Warned about spam ${uniqueTag()}`;
  await card.getByRole("button", { name: "Add note" }).click();
  await expect(card.getByRole("alert")).toHaveText("Note is required");
  await card.getByLabel("New note").fill(`  ${text}  `);
  await card.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page)).toContainText("Note added");
  const note = card.getByTestId("user-note");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(text);
  await expect(note).toContainText("Ada Admin");
  await expect(card.getByLabel("New note")).toHaveValue("");

  // The timeline below shows the note beside the admin actions about the user (its creation), newest first.
  const timeline = page.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByTestId("timeline-entry");
  await expect(entries.first()).toContainText("Ada Admin wrote a note");
  await expect(entries.first()).toContainText(text);
  await expect(entries.last()).toContainText(`Ada Admin created user E2e ${user.lastName}`);
  await expect(entries).toHaveCount(2);

  // Edit in place.
  await note.getByRole("button", { name: "Edit note" }).click();
  await note.getByLabel("Edit note").fill(`${text}, twice`);
  await note.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).filter({ hasText: "Note updated" })).toBeVisible();
  await expect(note).toContainText(`${text}, twice`);
  await expect(note).toContainText("(edited)");

  // Delete, after confirming; a reload shows it gone for good.
  await note.getByRole("button", { name: "Delete" }).click();
  await confirm(page);
  await expect(toast(page).filter({ hasText: "Note deleted" })).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(card.getByText("No notes yet")).toBeVisible();
  await open(page, `/users/${user.id}`);
  await revealUserFile(page);
  await expect(page.getByText("No notes yet")).toBeVisible();
});
