// The Sales Pipeline board as the tests reach it: its columns, dnd-kit's
// announcements, and a keyboard move paced as a user hears it.
import { expect, type Page } from "@playwright/test";
import { DEAL_STAGE_LABELS } from "../../lib/deals/messages";
import { DEAL_STAGES } from "../../lib/deals/stages";
import { focusGrip } from "./screen";

const STAGE_NAMES = DEAL_STAGES.map((stage) => DEAL_STAGE_LABELS[stage]);

export const dealColumn = (page: Page, stage: string) =>
  page.locator(`[data-testid="deal-column"][data-stage="${stage}"]`);

export const dragAnnouncements = (page: Page) => page.locator('[id^="DndLiveRegion-"]');

/**
 * Carries a Lead deal `columns` columns to the right with the keyboard: Space picks
 * it up, each ArrowRight moves it one column on, Space drops it. Each key waits for
 * the announcement of the one before, as a user waits to hear or see the card move:
 * a key pressed before the board has re-rendered would act on where the card was.
 */
export async function carryDealRight(page: Page, title: string, columns: number) {
  await focusGrip(page.getByRole("button", { name: `Move deal ${title}` }));
  await page.keyboard.press("Space");
  await expect(dragAnnouncements(page)).toHaveText(`Picked up deal ${title}. It is in Lead.`);
  for (const stage of STAGE_NAMES.slice(1, columns + 1)) {
    await page.keyboard.press("ArrowRight");
    await expect(dragAnnouncements(page)).toHaveText(`Deal ${title} is over ${stage}.`);
  }
  await page.keyboard.press("Space");
  await expect(dragAnnouncements(page)).toHaveText(`Deal ${title} was moved to ${STAGE_NAMES[columns]}.`);
}
