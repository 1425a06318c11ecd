import { expect, test } from "@playwright/test";
import { createUserViaApi, uniqueTag } from "./helpers/api";
import { confirm, toast } from "./helpers/screen";
import { open, signInAsAdmin } from "./helpers/session";

test("add, edit and delete a staff note on a user's page", async ({ page }) => {
  await signInAsAdmin(page, "admin");
  const user = await createUserViaApi(page);
  await open(page, `/users/${user.id}`);
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
  await expect(page.getByText("No notes yet")).toBeVisible();
});
