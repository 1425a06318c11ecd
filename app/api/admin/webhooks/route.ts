import { apiRoute } from "@/lib/api/route";
import { webhookFormSchema } from "@/lib/webhooks/schema";
import { createWebhook, listWebhooks } from "@/lib/webhooks/service";

export const GET = apiRoute({ summary: "List webhook endpoints", permission: "webhooks.manage" }, () => listWebhooks());

export const POST = apiRoute(
  {
    summary: "Add a webhook endpoint; the answer holds its signing secret, shown this once",
    permission: "webhooks.manage",
    success: "created",
    audit: ["webhook.create"],
    body: webhookFormSchema,
    // A new endpoint hears every event it names: a stolen session must not be able to add one quietly.
    stepUp: true,
  },
  async ({ user, body }) => Response.json(await createWebhook(user, body), { status: 201 }),
);
