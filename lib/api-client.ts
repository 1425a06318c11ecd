// The browser side of SPEC §7: JSON in and out, cookies always, and errors
// whose message is "status: body" (SPEC §8), so callers can match SPEC's texts.
import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import type { Page } from "@/lib/api/page";
import { parseLinkHeader } from "@/lib/api/pagination";
import { DATABASE_UNAVAILABLE } from "@/lib/api/database-unavailable-code";
import { REAUTHENTICATION_REQUIRED } from "@/lib/auth/step-up/step-up-code";
import { VERSION_CONFLICT, type VersionConflict } from "@/lib/records/conflict";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** The admin has already answered this refusal in a dialog (a stale change they chose to reload): no toast repeats it. */
    readonly answered = false,
    /** The body as sent: a coded JSON refusal's details (a bulk edit's changed rows). */
    readonly sent = body,
    /** The refusal's stable code (X-Error-Code), which the panel matches rather than the words. */
    readonly code: string | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }
}

/** A refusal's text: the body, or the message of a coded JSON refusal (step-up). */
function refusalText(contentType: string | null, text: string): string {
  if (!(contentType ?? "").includes("application/json")) return text;
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === "string" ? message : text;
  } catch {
    return text;
  }
}

/**
 * ERROR_CODE_HEADER (lib/api/error-codes.ts), spelled here: importing that module split the screens' shared chunks
 * anew, 0.6 KB more on every first load (lib/api-client.test.ts holds the two equal).
 */
export const ERROR_CODE_HEADER_NAME = "x-error-code";

/** Refusals the admin answered in the conflict dialog. */
const answeredRefusals = new WeakSet<Response>();

/** The error of a refused call, from its status, Content-Type and body (a call made without fetch too: an upload). */
export function refusal(
  status: number,
  contentType: string | null,
  text: string,
  statusText: string,
  answered = false,
  code: string | null = null,
) {
  return new HttpError(status, refusalText(contentType, text), statusText, answered, text, code);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  const contentType = response.headers.get("content-type");
  const code = response.headers.get(ERROR_CODE_HEADER_NAME);
  throw refusal(response.status, contentType, text, response.statusText, answeredRefusals.has(response), code);
}

/** Asks the admin to prove who they are (the panel's step-up dialog); resolves true once they have. */
type StepUp = () => Promise<boolean>;
let stepUp: StepUp | null = null;

/** The panel's layout installs its step-up dialog here; every call below then retries through it. */
export function setStepUpHandler(handler: StepUp | null): void {
  stepUp = handler;
}

async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 401 || !(response.headers.get("content-type") ?? "").includes("application/json"))
    return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === REAUTHENTICATION_REQUIRED;
}

/** Whether a failed call was refused for want of a fresh confirmation (the error `refusal` made of its answer). */
function refusedForStepUp(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 401) return false;
  try {
    return (JSON.parse(error.sent) as { error?: unknown }).error === REAUTHENTICATION_REQUIRED;
  } catch {
    return false;
  }
}

/**
 * A call made without fetch (an upload that reports its progress), repeated once after the step-up dialog when
 * the server refused it for want of a fresh confirmation, as every fetch below is.
 */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!stepUp || !refusedForStepUp(error) || !(await stepUp())) throw error;
    return call();
  }
}

/** fetch, repeated once after the step-up dialog when the server asks for a fresh confirmation of a dangerous action. */
async function confirmedFetch(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!stepUp || !(await asksForStepUp(response))) return response;
  return (await stepUp()) ? fetch(url, init) : response;
}

/** What the admin chose, shown their change was made against an old version: save it over, or drop it and reload. */
export type ConflictChoice = "overwrite" | "reload";
export type ConflictAsked = VersionConflict & { method: string; attempted: Record<string, unknown> | null };
type ResolveConflict = (conflict: ConflictAsked) => Promise<ConflictChoice>;
let resolveConflict: ResolveConflict | null = null;

/** The panel's layout installs its conflict dialog here; a stale change then asks the admin what to do. */
export function setConflictHandler(handler: ResolveConflict | null): void {
  resolveConflict = handler;
}

async function versionConflict(response: Response): Promise<VersionConflict | null> {
  if (response.status !== 412 || !(response.headers.get("content-type") ?? "").includes("application/json"))
    return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as (VersionConflict & { error?: unknown }) | null;
  // A record's conflict; the roadmap order's (a list, no version) is an ordinary refusal.
  return body?.error === VERSION_CONFLICT && typeof body.current?.version === "number" ? body : null;
}

const withIfMatch = (init: RequestInit, version: number): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "If-Match": `"${version}"` },
});

/** A call through step-up and, when the record changed meanwhile, through the admin's choice: overwrite sends it again against the current version. */
async function panelFetch(url: string, init: RequestInit): Promise<Response> {
  const response = await confirmedFetch(url, init);
  const conflict = resolveConflict && (await versionConflict(response));
  if (!resolveConflict || !conflict) return response;
  const attempted = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  const choice = await resolveConflict({ ...conflict, method: init.method ?? "GET", attempted });
  if (choice === "overwrite") return panelFetch(url, withIfMatch(init, conflict.current.version));
  answeredRefusals.add(response);
  return response;
}

/** Before a plain link to a dangerous download (the users export): true when it may go ahead. */
export async function confirmStepUp(): Promise<boolean> {
  const { recent } = await apiRequest<{ recent: boolean }>("GET", "/api/account/step-up");
  return recent || (stepUp ? stepUp() : false);
}

/** `ifMatch`: the record's version as the panel showed it; a stale one is refused with 412 (docs/decisions/record-versions.md). */
type RequestOptions = { ifMatch?: number | string };

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  { ifMatch }: RequestOptions = {},
): Promise<T> {
  const response = await panelFetch(url, {
    method,
    headers: { "Content-Type": "application/json", ...(ifMatch !== undefined && { "If-Match": `"${ifMatch}"` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
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

/** Whether a call failed because the server could not reach its database (lib/api/database-unavailable.ts). */
export function isDatabaseOutage(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 503) return false;
  try {
    return (JSON.parse(error.sent) as { error?: unknown }).error === DATABASE_UNAVAILABLE;
  } catch {
    return false;
  }
}

/** The message to show for a failed call: the server's text, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.body && error.status < 500 ? error.body : fallback;
}

/** How a failed call is shown (SPEC §8): a title and the text for each known server message. */
export type ErrorToasts = {
  /** "Error" unless a known message brings its own title ("Access Denied"). */
  title?: string;
  /** [the refusal's code, what to show, optional title]: the first match wins. */
  known?: readonly (readonly [code: string, shown: string, title?: string])[];
  /** Show the server's own message of a 4xx answer before falling back (contacts, companies, toggles). */
  serverMessage?: boolean;
  fallback: string;
};

/** The one function that turns any failed call into toast text; no screen matches error codes itself. */
export function errorToast(error: unknown, toasts: ErrorToasts): { title: string; description: string } {
  const match = toasts.known?.find(([code]) => hasErrorCode(error, code));
  if (match) return { title: match[2] ?? toasts.title ?? "Error", description: match[1] };
  const description = toasts.serverMessage ? serverMessage(error, toasts.fallback) : toasts.fallback;
  return { title: toasts.title ?? "Error", description };
}

/** Whether a failure is the server's refusal with this code (a Take Control denial closes its dialog). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof HttpError && error.code === code;
}

function cursorFrom(link: string | undefined, name: "after" | "before"): string | null {
  return link ? new URL(link, "http://panel.local").searchParams.get(name) : null;
}

/** A paged list (lib/api/pagination.ts): the JSON array plus X-Total-Count and the Link header's cursors. */
export async function fetchPage<T>(queryKey: QueryKey, signal?: AbortSignal): Promise<Page<T>> {
  const response = await fetch(queryKeyToUrl(queryKey), { credentials: "include", signal });
  await throwIfNotOk(response);
  const links = parseLinkHeader(response.headers.get("link"));
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get("x-total-count") ?? 0),
    totalExact: response.headers.get("x-total-count-exact") !== "false",
    nextCursor: cursorFrom(links.next, "after"),
    prevCursor: cursorFrom(links.prev, "before"),
  };
}
