// Test data made through the admin API as the signed-in admin, with unique
// names: the seeded database is shared by every spec.
import { expect, type Page } from "@playwright/test";

/** A short tag no other test run shares, for names and emails. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** POSTs `body` to `path` from the page, with its cookies; expects 201 and answers the created record. */
export async function createViaApi<T = { id: string }>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, payload }) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { url: path, payload: body },
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as T;
}

/** A user with a unique name and email; answers its id, email and last name. */
export function createUserViaApi(page: Page, overrides: { firstName?: string } = {}) {
  const tag = uniqueTag();
  return createViaApi<{ id: string; email: string; lastName: string }>(page, "/api/admin/users", {
    firstName: overrides.firstName ?? "E2e",
    lastName: `User${tag}`,
    email: `e2e.${tag}@example.test`,
  });
}

/** DELETEs `path` (with a JSON `body` if given) from the page, with its cookies (a fresh sign-in covers step-up); expects success. */
export async function deleteViaApi(page: Page, path: string, body?: unknown): Promise<void> {
  const answer = await page.evaluate(
    async ({ url, payload }) => {
      const response = await fetch(url, {
        method: "DELETE",
        ...(payload === undefined
          ? {}
          : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) }),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: path, payload: body },
  );
  expect(answer.status, answer.text).toBeLessThan(300);
}

/** PATCHes `path` from the page, with its cookies; expects 200. */
export async function patchViaApi(page: Page, path: string, body: unknown) {
  const status = await page.evaluate(
    async ({ url, payload }) =>
      (
        await fetch(url, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(payload),
        })
      ).status,
    { url: path, payload: body },
  );
  expect(status).toBe(200);
}
