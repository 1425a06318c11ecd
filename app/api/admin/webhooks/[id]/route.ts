import { apiRoute } from "@/lib/api/route";
import { webhookIdParamsSchema, webhookPatchSchema, type WebhookPatch } from "@/lib/webhooks/schema";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/webhooks/service";

const params = webhookIdParamsSchema;

export const GET = apiRoute(
  {
    summary: "Get a webhook endpoint, without its signing secret",
    permission: "webhooks.manage",
    errors: [404],
    params,
  },
  ({ params }) => getWebhook(params.id),
);

export const PATCH = apiRoute(
  {
    summary: "Update a webhook endpoint; enabling a disabled one clears why it stopped",
    permission: "webhooks.manage",
    errors: [404, 412],
    audit: ["webhook.update"],
    params,
    body: webhookPatchSchema,
    // Sending the events somewhere else, or more events there, is as sensitive as adding an endpoint.
    stepUp: ({ body }: { body: WebhookPatch }) => body.url !== undefined || body.events !== undefined,
  },
  ({ user, params, body, ifMatch }) => updateWebhook(user, { id: params.id, ifMatch }, body),
);

export const DELETE = apiRoute(
  {
    summary: "Delete a webhook endpoint and its delivery log",
    permission: "webhooks.manage",
    errors: [404, 412],
    audit: ["webhook.delete"],
    params,
  },
  ({ user, params, ifMatch }) => deleteWebhook(user, { id: params.id, ifMatch }),
);
