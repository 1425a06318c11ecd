// The browser side of SPEC §7: JSON in and out, cookies always, and errors whose message is "status: body"
// (SPEC §8), so callers can match SPEC's texts. Every call goes through step-up and the conflict dialog.
import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { resendAfterConflict } from "@/lib/api-client/conflicts";
import { throwIfNotOk } from "@/lib/api-client/errors";
import { askForStepUp, confirmedFetch, type StepUpAction } from "@/lib/api-client/step-up";

/** A call through step-up (naming `action` when it asks) and, when the record changed meanwhile, through the admin's choice. */
export async function panelFetch(url: string, init: RequestInit, action?: StepUpAction): Promise<Response> {
  const response = await confirmedFetch(url, init, action);
  const again = await resendAfterConflict(response, init);
  return again ? panelFetch(url, again, action) : response;
}

/** Before a plain link to a dangerous download (the users export): true when it may go ahead. */
export async function confirmStepUp(): Promise<boolean> {
  const { recent } = await apiRequest<{ recent: boolean }>("GET", "/api/account/step-up");
  return recent || askForStepUp();
}

/**
 * `ifMatch`: the record's version as the panel showed it; a stale one is refused with 412 (docs/decisions/record-versions.md).
 * `action`: what the call does, which the step-up dialog names if the call asks for it ("delete 'Q3 launch'").
 */
export type RequestOptions = { ifMatch?: number | string; action?: StepUpAction };

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  { ifMatch, action }: RequestOptions = {},
): Promise<T> {
  const response = await panelFetch(
    url,
    {
      method,
      headers: { "Content-Type": "application/json", ...(ifMatch !== undefined && { "If-Match": `"${ifMatch}"` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
    },
    action,
  );
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The URL a query key stands for: string parts joined with "/", and a
 * trailing object (filters) as the query string.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const path = queryKey.filter((part) => typeof part === "string" || typeof part === "number").join("/");
  const last = queryKey[queryKey.length - 1];
  if (!last || typeof last !== "object") return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(last)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Default read: GET the key's URL; with on401 "returnNull", a 401 yields null instead of failing. */
export function getQueryFn(options: { on401: "returnNull" | "throw" }): QueryFunction {
  return async ({ queryKey, signal }) => {
    const response = await panelFetch(queryKeyToUrl(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return response.json();
  };
}
