// A webhook endpoint receives its events' data: subscribing one needs the permission to read that data.
import { POST as createRoute } from "@/app/api/admin/webhooks/route";
import { PATCH as updateRoute } from "@/app/api/admin/webhooks/[id]/route";
import { POST as retryRoute } from "@/app/api/admin/webhooks/[id]/deliveries/[deliveryId]/retry/route";
import { ERROR_CODE_HEADER, PERMISSION_DENIED } from "@/lib/api/error-codes";
import { db } from "@/lib/db";
import type { Permission } from "@/lib/permissions/catalogue";
import { newWebhookSecret, sealWebhookSecret } from "@/lib/webhooks/secret";
import { adminHolding } from "../helpers/admins";
import { callRoute } from "../helpers/request";

const cookieWith = (permissions: Permission[]) => adminHolding(permissions, "Hooks");

const create = async (cookie: string, events: string[]) =>
  callRoute(createRoute, {
    method: "POST",
    cookie,
    path: "/api/admin/webhooks",
    body: { url: "https://hooks.example.com/permissions", events },
  });

describe("webhook events and the permission to read their data", () => {
  afterAll(() => db.webhookEndpoint.deleteMany({ where: { url: "https://hooks.example.com/permissions" } }));

  it("refuses to subscribe a webhooks.manage-only role to user or contact events, naming them", async () => {
    const cookie = await cookieWith(["webhooks.manage", "users.read"]);
    const before = await db.webhookEndpoint.count();
    const refused = await create(cookie, ["user.created", "contact.created"]);
    expect(refused.status).toBe(403);
    expect(refused.headers.get(ERROR_CODE_HEADER)).toBe(PERMISSION_DENIED);
    expect(refused.text).toContain("user.created, contact.created");
    expect(await db.webhookEndpoint.count()).toBe(before);
  });

  it("lets a role subscribe to the events it can read", async () => {
    const cookie = await cookieWith(["webhooks.manage", "companies.read"]);
    expect((await create(cookie, ["company.deleted"])).status).toBe(201);
  });

  it("refuses a PATCH adding an event the actor cannot read, and leaves the endpoint as it was", async () => {
    const cookie = await cookieWith(["webhooks.manage", "companies.read"]);
    const endpoint = await db.webhookEndpoint.create({
      data: {
        url: "https://hooks.example.com/permissions",
        events: ["company.deleted"],
        secret: sealWebhookSecret(newWebhookSecret()),
      },
    });
    const patched = await callRoute(updateRoute, {
      method: "PATCH",
      cookie,
      path: `/api/admin/webhooks/${endpoint.id}`,
      params: { id: endpoint.id },
      headers: { "if-match": `"${endpoint.version}"` },
      body: { events: ["company.deleted", "user.created"] },
    });
    expect(patched.status).toBe(403);
    expect(patched.text).toContain("user.created");
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).events).toEqual([
      "company.deleted",
    ]);
  });

  it("refuses a new URL or a Retry on an endpoint whose events the actor cannot read", async () => {
    const cookie = await cookieWith(["webhooks.manage", "companies.read"]);
    const endpoint = await db.webhookEndpoint.create({
      data: {
        url: "https://hooks.example.com/permissions",
        events: ["contact.created"],
        secret: sealWebhookSecret(newWebhookSecret()),
      },
    });
    // Pointing a contact endpoint elsewhere would send contacts to whoever the editor names.
    const moved = await callRoute(updateRoute, {
      method: "PATCH",
      cookie,
      path: `/api/admin/webhooks/${endpoint.id}`,
      params: { id: endpoint.id },
      headers: { "if-match": `"${endpoint.version}"` },
      body: { url: "https://elsewhere.example.com/hook" },
    });
    expect(moved.status).toBe(403);
    expect(moved.text).toContain("contact.created");
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).url).toBe(
      "https://hooks.example.com/permissions",
    );

    const event = await db.webhookEvent.create({
      data: { type: "contact.created", payload: { type: "contact.created" }, fannedOutAt: new Date() },
    });
    const delivery = await db.webhookDelivery.create({
      data: { eventId: event.id, endpointId: endpoint.id, status: "failed" },
    });
    const retried = await callRoute(retryRoute, {
      method: "POST",
      cookie,
      path: `/api/admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`,
      params: { id: endpoint.id, deliveryId: delivery.id },
    });
    expect(retried.status).toBe(403);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe("failed");
  });
});
