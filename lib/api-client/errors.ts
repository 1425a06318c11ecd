// A refused call as the panel sees it: its status, SPEC's text (SPEC §8's "status: body") and the stable
// code the server adds, and the words a toast shows for it.
import { DATABASE_UNAVAILABLE, ERROR_CODE_HEADER } from "@/lib/api/error-codes";

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

/** Refusals the admin answered in the conflict dialog. */
const answeredRefusals = new WeakSet<Response>();

/** Marks a refusal the admin answered in a dialog, so that no toast repeats it. */
export function markAnswered(response: Response): void {
  answeredRefusals.add(response);
}

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

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  const contentType = response.headers.get("content-type");
  const code = response.headers.get(ERROR_CODE_HEADER);
  throw refusal(response.status, contentType, text, response.statusText, answeredRefusals.has(response), code);
}

/** The `error` field of a coded JSON refusal, if the failure is one with this status. */
export function codedRefusal(error: unknown, status: number): unknown {
  if (!(error instanceof HttpError) || error.status !== status) return undefined;
  try {
    return (JSON.parse(error.sent) as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}

/** Whether a call failed because the server could not reach its database (lib/api/database-unavailable.ts). */
export function isDatabaseOutage(error: unknown): boolean {
  return codedRefusal(error, 503) === DATABASE_UNAVAILABLE;
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
