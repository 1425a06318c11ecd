// Calls to the admin API made by the page itself, and test data made through them with unique names: the seeded
// database is shared by every spec.
import { expect, type Page } from "@playwright/test";

/** A short tag no other test run shares, for names and emails. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type ApiAnswer<T> = {
  status: number;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
  /** The body read as JSON, or null where it is not JSON. */
  json: T;
  text: string;
};

type ApiCallOptions = {
  /** Sent as it is with this Content-Type, where a string body is not JSON (a CSV file, say). */
  contentType?: string;
};

/**
 * `method` on `path` from the page, with its cookies and Origin, as the panel's own code calls (mutations check the
 * Origin; a fresh sign-in covers step-up). `body` goes as JSON unless `contentType` says otherwise. The page must
 * have loaded one of the panel's pages.
 */
export async function apiCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  { contentType }: ApiCallOptions = {},
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, url, body, contentType }) => {
      const response = await fetch(url, {
        method,
        cache: "no-store",
        ...(body === undefined
          ? {}
          : contentType
            ? { headers: { "Content-Type": contentType }, body: body as string }
            : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: the text says it.
      }
      return { status: response.status, headers: Object.fromEntries(response.headers), json: json as T, text };
    },
    { method, url: path, body, contentType },
  );
}

/** GETs `path` from the page; expects 200 and answers the body. */
export async function getViaApi<T = unknown>(page: Page, path: string): Promise<T> {
  const answer = await apiCall<T>(page, "GET", path);
  expect(answer.status, `GET ${path}: ${answer.text}`).toBe(200);
  return answer.json;
}

/** POSTs `body` to `path` from the page; expects 201 and answers the created record. */
export async function createViaApi<T = { id: string }>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>(page, "POST", path, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
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

/** DELETEs `path` (with a JSON `body` if given) from the page; expects success. */
export async function deleteViaApi(page: Page, path: string, body?: unknown): Promise<void> {
  const answer = await apiCall(page, "DELETE", path, body);
  expect(answer.status, answer.text).toBeLessThan(300);
}

/** PATCHes `path` from the page; expects 200. */
export async function patchViaApi(page: Page, path: string, body: unknown): Promise<void> {
  const answer = await apiCall(page, "PATCH", path, body);
  expect(answer.status, answer.text).toBe(200);
}
