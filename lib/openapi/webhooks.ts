// The OpenAPI 3.1 `webhooks` section: what the panel POSTs to an endpoint for each event type of the catalogue,
// and the three Standard Webhooks headers that sign it (docs/decisions/webhooks.md, docs/chat-app-integration.md).
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE } from "@/lib/webhooks/event-types";
import { REPORT_REASONS } from "@/lib/reports/reasons";

type JsonSchema = Record<string, unknown>;

const HEADERS = [
  ["webhook-id", "The event's id: the same on every attempt, the receiver's key to drop a duplicate."],
  ["webhook-timestamp", "When this attempt was signed, in seconds since 1970: refuse one far from now (a replay)."],
  [
    "webhook-signature",
    "`v1,` and the base64 HMAC-SHA256, under the endpoint's secret, of `<webhook-id>.<webhook-timestamp>.<body>`.",
  ],
] as const;

const flag = { type: "boolean" };
const time = { type: ["string", "null"], format: "date-time" };

/** The events of a sanction (docs/decisions/moderation.md, "Sanctions"), and a ban, which may be one. */
const SANCTION_EVENTS = new Set([
  "user.warned",
  "user.muted",
  "user.suspended",
  "user.restriction_lifted",
  "user.banned",
]);

function sanctionData(type: string): { properties: Record<string, JsonSchema>; description: string } {
  const sanction = {
    type: "object",
    description: "The sanction: its id, kind (warn, mute, suspend, ban), reason, free text and end (null: none).",
    properties: {
      id: { type: "string" },
      kind: { enum: ["warn", "mute", "suspend", "ban"] },
      reason: { enum: [...REPORT_REASONS] },
      reasonText: { type: ["string", "null"] },
      endsAt: time,
    },
  };
  const restrictions = { mutedUntil: time, suspendedUntil: time, isBanned: flag };
  // A sanction back in force because the one that replaced it was marked issued in error names that one.
  const reinstatedBy = {
    inErrorSanctionId: {
      type: "string",
      description: "Present when this sanction is back in force because the one that replaced it was issued in error.",
    },
  };
  if (type === "user.banned")
    return {
      properties: { isAdmin: flag, isSuperadmin: flag, ...restrictions, sanction, ...reinstatedBy },
      description:
        "`id` is the user's. A ban from the user's page or the users list (SPEC's ban) carries the access flags; a ban issued as a sanction carries the restrictions and the `sanction`.",
    };
  return {
    properties: {
      ...restrictions,
      sanction,
      ...(type === "user.restriction_lifted"
        ? { liftReason: { type: ["string", "null"], description: "Null when its time was up (lifted by the system)." } }
        : type === "user.warned"
          ? {}
          : reinstatedBy),
    },
    description:
      "`id` is the user's; `mutedUntil`, `suspendedUntil` and `isBanned` are their restrictions as the change left them (the restrictions feed's fields).",
  };
}

/** What `data` holds beside `id`, by the kind of record. */
function dataFields(type: string): { properties: Record<string, JsonSchema>; description: string } {
  if (type === "user.id_changed")
    return { properties: { previousId: { type: "string" } }, description: "`id` is the user's new id." };
  if (type === "user.restored" || type === WEBHOOK_TEST_EVENT_TYPE)
    return { properties: {}, description: "The record's id (for a test event, the endpoint's)." };
  if (SANCTION_EVENTS.has(type)) return sanctionData(type);
  if (type.startsWith("user."))
    return {
      properties: { email: { type: "string" }, isAdmin: flag, isSuperadmin: flag, isBanned: flag },
      description: "The user's access flags as the change left them (their email on a create or delete).",
    };
  if (type === "feature_toggle.updated")
    return { properties: { isEnabled: flag }, description: "`id` is the feature's key." };
  return {
    properties: { restored: flag },
    description:
      "The record's own fields as the admin API answers them, without version and timestamps: after a create or an update, as they were before a delete. `restored: true` marks a record coming back from the trash.",
  };
}

function eventOperation(type: string, summary: string): JsonSchema {
  const { properties, description } = dataFields(type);
  return {
    post: {
      // `user.id_changed` → `webhookUserIdChanged`.
      operationId: `webhook${type.replace(/(?:^|[._])(.)/g, (_, next: string) => next.toUpperCase())}`,
      summary,
      parameters: HEADERS.map(([name, text]) => ({
        name,
        in: "header",
        required: true,
        description: text,
        schema: { type: "string" },
      })),
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["type", "timestamp", "data"],
              properties: {
                type: { const: type },
                timestamp: { type: "string", format: "date-time", description: "When the change was made." },
                data: {
                  type: "object",
                  description,
                  required: ["id"],
                  properties: { id: { type: "string" }, ...properties },
                  additionalProperties: true,
                },
              },
            },
          },
        },
      },
      responses: {
        "200": {
          description:
            "Any 2xx: delivered. Anything else, or no answer within 5 seconds, is retried after 5 s, 1 min, 10 min, 1 h, 6 h and 12 h.",
        },
      },
    },
  };
}

/** The document's `webhooks`: one entry per event type, and the test event. */
export function webhookDescriptions(): Record<string, JsonSchema> {
  return Object.fromEntries([
    ...Object.entries(WEBHOOK_EVENT_TYPES).map(([type, summary]) => [type, eventOperation(type, summary)]),
    [WEBHOOK_TEST_EVENT_TYPE, eventOperation(WEBHOOK_TEST_EVENT_TYPE, "A test sent from the webhook's page")],
  ]);
}
