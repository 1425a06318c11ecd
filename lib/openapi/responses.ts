// An operation's responses, from what its route declares (lib/api/answers.ts):
// its successes, the refusals its handler answers, and those apiRoute answers
// for every route it wraps. Error bodies are the message as text (SPEC §8's
// "status: message"), except the JSON answers described here.
import type { Refusal, Success } from "@/lib/api/answers";
import type { RouteSpec } from "@/lib/api/route";
import type { RouteRule } from "@/lib/api/route-table";

type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };

const header = (description: string, type: "string" | "integer" | "boolean") => ({ description, schema: { type } });
const ANY_JSON = { "application/json": { schema: {} } };
const TEXT = { "text/plain": { schema: { type: "string" } } };
const text = (description: string): Response => ({ description, content: TEXT });
/** The JSON refusals: `{ "<key>": "<value>", "<detail>": "…" }`. */
const jsonRefusal = (key: string, value: string, detail: string) => ({
  "application/json": {
    schema: {
      type: "object",
      properties: { [key]: { const: value }, [detail]: { type: "string" } },
      required: [key, detail],
    },
  },
});
const REDIRECT_HEADERS = { Location: header("Where to go next", "string") };

const SUCCESSES: Record<Success, [status: number, response: Response]> = {
  json: [200, { description: "The result, as JSON", content: ANY_JSON }],
  page: [
    200,
    {
      description: "One page of the list, as a JSON array",
      headers: {
        "X-Total-Count": header("How many match, over every page", "integer"),
        "X-Total-Count-Exact": header("false when a broad search was counted only up to a cap", "boolean"),
        Link: header('The first, previous and next pages (RFC 8288: rel="first", "prev", "next")', "string"),
      },
      content: { "application/json": { schema: { type: "array", items: {} } } },
    },
  ],
  csv: [
    200,
    {
      description: "A CSV file, as an attachment",
      headers: { "Content-Disposition": header("attachment, with the file's name", "string") },
      content: { "text/csv": { schema: { type: "string" } } },
    },
  ],
  file: [
    200,
    {
      description: "The stored bytes, as an attachment of the type the URL was signed for",
      headers: { "Content-Disposition": header("attachment, with the file's name", "string") },
      content: {
        "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
      },
    },
  ],
  empty: [200, { description: "Done; no body" }],
  created: [201, { description: "Created: the new record, as JSON", content: ANY_JSON }],
  "no content": [204, { description: "Done; no body" }],
  found: [302, { description: "A redirect", headers: REDIRECT_HEADERS }],
  redirect: [303, { description: "A redirect (See Other)", headers: REDIRECT_HEADERS }],
  html: [200, { description: "A page for the browser", content: { "text/html": { schema: { type: "string" } } } }],
  "not modified": [304, { description: "Unchanged since the ETag sent in If-None-Match" }],
  events: [
    200,
    {
      description: "Server-Sent Events, one JSON object a message, until the server ends the stream",
      content: { "text/event-stream": { schema: { type: "string" } } },
    },
  ],
};

const REFUSALS: Record<Refusal, Response> = {
  400: text("Invalid input: the body names the first problem"),
  401: {
    description:
      "Not signed in (or still owing the second sign-in step), or the credentials or proof given were refused. A refused API token also gets X-Error-Code: token_invalid and WWW-Authenticate: Bearer",
    headers: { "WWW-Authenticate": header("Bearer, when an API token was refused", "string") },
    content: TEXT,
  },
  403: text(
    "Refused: the caller may not do this (their role, or a rule of the action, e.g. a superadmin cannot be banned), or the request came from another site",
  ),
  404: text("Not found (a sign-in method that is turned off answers as if absent)"),
  409: {
    description:
      'In conflict with the current state (a duplicate, a limit reached, the record changed meanwhile); the body says which. A bulk edit (PATCH on a collection) whose selected rows changed since they were loaded answers JSON {"error":"records_changed","message":…, "changed" (id, label, version now; null when gone), "count"} and changed nothing.',
    content: { ...jsonRefusal("error", "records_changed", "message"), ...TEXT },
  },
  412: {
    description:
      'The record changed since the version named in If-Match: JSON {"error":"version_conflict","message":…, "changedBy", "changedAt", "current"} (the record as it is now), and nothing was changed. The storage PUT answers text: the object is already stored.',
    content: { ...jsonRefusal("error", "version_conflict", "message"), ...TEXT },
  },
  413: text("The body is larger than this route accepts"),
  429: {
    description: "Too many attempts; the body says when to try again",
    headers: { "Retry-After": header("Seconds to wait, where the throttle knows", "integer") },
    content: TEXT,
  },
  503: {
    description: "Not ready: the database does not answer, or a migration is not applied",
    content: jsonRefusal("status", "not ready", "reason"),
  },
};

const STEP_UP_REFUSAL: Response = {
  description:
    'Signed out (text), or signed in but not recently enough for this dangerous action (x-step-up): JSON {"error":"reauthentication_required","message":…}. Prove who you are with POST /api/account/reauthenticate, then repeat the call.',
  content: { ...jsonRefusal("error", "reauthentication_required", "message"), ...TEXT },
};

/**
 * What apiRoute itself answers: 401 and 403 for every route, 429 where a token works (an API token's throttle), 400
 * when it parses input, 413 when it reads a body.
 */
function wrapperRefusals(spec: RouteSpec): Refusal[] {
  return [
    401,
    403,
    ...(spec.access === "admin" || spec.access === "token" ? ([429] as const) : []),
    ...(spec.params || spec.query || spec.body ? ([400] as const) : []),
    ...(spec.body || spec.upload ? ([413] as const) : []),
  ];
}

export function operationResponses(rule: RouteRule): Record<string, Response> {
  const spec = rule.access === "public" ? undefined : rule;
  const successes = rule.success;
  const refusals = new Set([...(spec ? wrapperRefusals(spec) : []), ...rule.errors]);
  const responses: Record<string, Response> = {};
  for (const [status, response] of successes.map((kind) => SUCCESSES[kind])) responses[status] = response;
  for (const status of refusals) responses[status] = REFUSALS[status];
  if (spec && spec.stepUp !== "never") responses[401] = STEP_UP_REFUSAL;
  return responses;
}

/** The statuses the API description lists for a route: the API tests hold every answer they see to them. */
export const documentedStatuses = (rule: RouteRule): number[] => Object.keys(operationResponses(rule)).map(Number);
