// Run after the production servers' tests (see playwright.deploy.config.ts): it
// covers their start and everything those tests made them do.
import { expect, test } from "@playwright/test";
import { filesChangedSince } from "./project-tree";

test("nothing in the project directory changed while `next start` and `npm start` ran", async () => {
  const startedAt = Number(process.env.DEPLOY_E2E_STARTED_AT);
  expect(Number.isFinite(startedAt)).toBe(true);
  expect(await filesChangedSince(startedAt)).toEqual([]);
});
