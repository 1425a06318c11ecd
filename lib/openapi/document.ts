// The OpenAPI 3.1 description of the whole /api surface, built from what the
// code already declares: the route table (every route, who may call it and what
// it audits, checked against the files by the generated tests), with each
// apiRoute's own summary and zod schemas for path, query and body. Nothing is
// described twice.
import { z } from "zod";
import type { RouteSpec, Upload } from "@/lib/api/route";
import type { RouteRule } from "@/lib/api/route-table";
import { sessionCookieName } from "@/lib/auth/config";
import { operationResponses } from "@/lib/openapi/responses";
import { SUPERADMIN_ONLY, type PermissionResource } from "@/lib/permissions/catalogue";
import { PERMISSION_GROUPS } from "@/lib/permissions/messages";
import { webhookDescriptions } from "@/lib/openapi/webhooks";

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema };

const jsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;

// A dynamic segment of an app-router path: [name] or a catch-all [...name].
const DYNAMIC_SEGMENT = /\[(?:\.\.\.)?([^\]]+)\]/g;

/** `/api/admin/users/[id]` → `/api/admin/users/{id}`; a catch-all is one parameter too. */
export const openApiPath = (pattern: string) => pattern.replace(DYNAMIC_SEGMENT, "{$1}");

function objectParameters(schema: z.ZodType | undefined, location: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.includes(name),
    schema: property,
  }));
}

function pathParameters(pattern: string, spec: RouteSpec | undefined): Parameter[] {
  const declared = new Map(objectParameters(spec?.params, "path").map((parameter) => [parameter.name, parameter]));
  return [...pattern.matchAll(DYNAMIC_SEGMENT)].map(
    ([, name]) => declared.get(name!) ?? { name: name!, in: "path", required: true, schema: { type: "string" } },
  );
}

/** A versioned change (docs/decisions/record-versions.md): the record's version as the caller saw it. */
const IF_MATCH = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    'The version the change was made against, in quotes ("3"); a stale one answers 412 and changes nothing. Without it, the change is made whatever the version.',
  schema: { type: "string" },
};

/** A file sent as the body itself (a CSV import), with its cap. */
const uploadBody = (upload: Upload) => ({
  required: true,
  description: `${upload.description} At most ${upload.maxBytes / (1024 * 1024)} MB.`,
  content: { [upload.contentType]: { schema: { type: "string" } } },
});

/** Who may call an operation, in words: the permission it needs (lib/permissions/catalogue.ts), or why none. */
function accessDescription(rule: RouteRule): string {
  if (rule.access === "public") return "Public: no session needed.";
  if (rule.access === "signed-in") return "Any signed-in user.";
  const by = rule.access === "token" ? "An API token only (the chat app's route; a session is refused). " : "";
  if (!rule.permission) return "Any signed-in panel admin, whatever their role.";
  const [resource, action] = rule.permission.split(".") as [PermissionResource, string];
  const actions: Record<string, string> = PERMISSION_GROUPS[resource].actions;
  const only = SUPERADMIN_ONLY.has(rule.permission) ? " Only superadmins hold it." : "";
  return `${by}Needs the permission \`${rule.permission}\` (${actions[action]}).${only}`;
}

/** An API token works on the admin API and the chat app's routes, nowhere else (lib/api/route.ts). */
const acceptsToken = (pattern: string, rule: RouteRule) => rule.access === "admin" && pattern.startsWith("/api/admin/");

function operation(method: string, pattern: string, rule: RouteRule) {
  const spec = rule.access === "public" ? undefined : rule;
  return {
    operationId: `${method.toLowerCase()}${openApiPath(pattern).replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? "").toUpperCase())}`,
    summary: rule.summary,
    description: accessDescription(rule),
    "x-access": rule.access,
    ...(spec?.permission ? { "x-permission": spec.permission } : {}),
    ...(spec && spec.stepUp !== "never" ? { "x-step-up": spec.stepUp } : {}),
    ...(Array.isArray(rule.audit) ? { "x-audit-actions": rule.audit } : {}),
    ...(rule.access === "public" ? { security: [] } : {}),
    ...(acceptsToken(pattern, rule) ? { security: [{ session: [] }, { bearerAuth: [] }] } : {}),
    ...(rule.access === "token" ? { security: [{ bearerAuth: [] }] } : {}),
    parameters: [
      ...pathParameters(pattern, spec),
      ...objectParameters(spec?.query, "query"),
      ...(spec?.errors.includes(412) ? [IF_MATCH] : []),
    ],
    ...(spec?.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(spec.body) } } } }
      : {}),
    ...(spec?.upload ? { requestBody: uploadBody(spec.upload) } : {}),
    responses: operationResponses(rule),
  };
}

/** The document for a route table (app/api/route-access.ts). */
export function openApiDocument(table: Record<string, RouteRule>): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, rule] of Object.entries(table)) {
    const [method, pattern] = key.split(" ") as [string, string];
    (paths[openApiPath(pattern)] ??= {})[method.toLowerCase()] = operation(method, pattern, rule);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Admin Panel API",
      version: "1.0.0",
      description:
        'The admin panel\'s REST API (SPEC §7). Admin routes need the session cookie of a signed-in admin holding the operation\'s permission (x-permission; its description says what it allows; a missing one answers 403 with X-Error-Code: permission_denied) and, for changes, an Origin of the panel itself; or, on /api/admin/ and /api/chat/ routes, an API token (Authorization: Bearer apt_…, created in Admin Tools → API tokens) holding that permission, with no cookie and no Origin. A token never passes a step-up (403), is throttled per token (429 with Retry-After), and a refused one answers 401 with X-Error-Code: token_invalid. Errors answer text/plain messages, except the step-up refusal of dangerous actions (x-step-up): 401 JSON {"error":"reauthentication_required"} when the admin has not proved who they are within STEP_UP_SECONDS (signing in counts); POST /api/account/reauthenticate renews it. Any change may also answer 409 when it collided with another at the same moment (nothing was stored; try again), any call 503 with Retry-After and JSON {"error","message"} when the database could not be reached (X-Error-Code: database_unavailable) or every database connection stayed busy (database_busy): nothing was stored; try again, and any call 500 with a text message quoting its request id.',
    },
    servers: [{ url: "/" }],
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: sessionCookieName() },
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An API token (apt_…): acts as its creator, with the permissions it holds that they still hold",
        },
      },
    },
    paths,
    webhooks: webhookDescriptions(),
  };
}
